import type { Seeder } from '../../seed/types';
import { sanitizeHtml } from '../content/sanitize';
import * as repository from './repository';

/** A welcome message to every member, new members included (demo). */
export const messagingDemoSeeder: Seeder = {
  name: 'messaging.demo',
  demo: true,
  async run(db) {
    const { total } = await repository.pageMessages(db, { pageNo: 1, pageSize: 1 });
    if (total > 0) return;
    await repository.insertMessage(
      db,
      {
        kind: 'NOTICE',
        audience: 'ALL',
        memberTypes: [],
        includeNewMembers: true,
        title: { es: 'Bienvenido a Fortuna', en: 'Welcome to Fortuna' },
        content: {
          es: sanitizeHtml(
            '<p>Gracias por jugar con nosotros. Aquí recibirá avisos de su cuenta, respuestas a sus comentarios y novedades de promociones.</p><p>¿Dudas? Consulte el <a href="/help">centro de ayuda</a> o escríbanos por chat en vivo.</p>',
          ),
          en: sanitizeHtml(
            '<p>Thanks for playing with us. Here you will receive notices about your account, replies to your feedback and news about promotions.</p><p>Questions? See the <a href="/help">help centre</a> or write to us by live chat.</p>',
          ),
        },
        createdBy: 'seed',
      },
      [],
    );
  },
};
