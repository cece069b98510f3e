import type {
  TAnnouncementInput,
  TBannerGroup,
  TBannerInput,
  TNoticeInput,
} from '@platform/contracts/content';
import type { BannerArt } from './art';

/**
 * Demo content (SEED_DEMO): banners with generated art, announcements for every execution, notices,
 * and the help centre. The help articles are real texts a player can use.
 */

type TArtLook = Omit<BannerArt, 'title' | 'subtitle'>;
type TArtText = Pick<BannerArt, 'title' | 'subtitle'>;

/** One design drawn twice, `<slug>-es` and `<slug>-en`, with the texts of each language. */
const inBothLanguages = (slug: string, look: TArtLook, es: TArtText, en: TArtText) => ({
  [`${slug}-es`]: { ...look, ...es },
  [`${slug}-en`]: { ...look, ...en },
});

export const ART_DESIGNS: Readonly<Record<string, BannerArt>> = {
  ...inBothLanguages(
    'home-welcome',
    { colors: ['#5b21b6', '#db2777', '#fbbf24'], shape: 'home', motif: 'coins' },
    { title: 'Bono de bienvenida 100%', subtitle: 'En su primer depósito, hasta $5,000 MXN' },
    { title: '100% welcome bonus', subtitle: 'On your first deposit, up to $5,000 MXN' },
  ),
  ...inBothLanguages(
    'home-game',
    { colors: ['#7c2d12', '#ea580c', '#fde047'], shape: 'home', motif: 'stars' },
    { title: 'Fortuna de Oro', subtitle: 'El tragamonedas favorito de la semana: juegue ahora' },
    { title: 'Fortune of Gold', subtitle: 'This week’s favourite slot: play now' },
  ),
  ...inBothLanguages(
    'home-live',
    { colors: ['#7f1d1d', '#111827', '#f59e0b'], shape: 'home', motif: 'cards' },
    { title: 'Casino en vivo', subtitle: 'Baccarat, ruleta y blackjack 24/7' },
    { title: 'Live casino', subtitle: 'Baccarat, roulette and blackjack 24/7' },
  ),
  ...inBothLanguages(
    'home-sports',
    { colors: ['#064e3b', '#0e7490', '#a7f3d0'], shape: 'home', motif: 'ball' },
    { title: 'Deportes', subtitle: 'Fútbol, béisbol y más, antes y durante el partido' },
    { title: 'Sports', subtitle: 'Football, baseball and more, before and during the match' },
  ),
  ...inBothLanguages(
    'side-promo',
    { colors: ['#1e3a8a', '#7c3aed', '#fbbf24'], shape: 'side', motif: 'coins' },
    { title: 'Promociones', subtitle: 'Bonos y reembolsos cada semana' },
    { title: 'Promotions', subtitle: 'Bonuses and cashback every week' },
  ),
  ...inBothLanguages(
    'side-vip',
    { colors: ['#111827', '#78350f', '#fcd34d'], shape: 'side', motif: 'stars' },
    { title: 'Club VIP', subtitle: 'Beneficios por nivel' },
    { title: 'VIP club', subtitle: 'Rewards at every level' },
  ),
  ...inBothLanguages(
    'form-login',
    { colors: ['#312e81', '#1d4ed8', '#93c5fd'], shape: 'form', motif: 'shield' },
    { title: 'Bienvenido de nuevo', subtitle: 'Juegue con responsabilidad' },
    { title: 'Welcome back', subtitle: 'Play responsibly' },
  ),
  ...inBothLanguages(
    'form-register',
    { colors: ['#831843', '#7c3aed', '#fbcfe8'], shape: 'form', motif: 'coins' },
    { title: 'Cree su cuenta', subtitle: 'Bono de bienvenida en su primer depósito' },
    { title: 'Create your account', subtitle: 'Welcome bonus on your first deposit' },
  ),
  ...inBothLanguages(
    'form-forget',
    { colors: ['#134e4a', '#0f766e', '#99f6e4'], shape: 'form', motif: 'shield' },
    { title: 'Recupere su acceso', subtitle: 'Por correo o con un código por SMS' },
    { title: 'Get back into your account', subtitle: 'By e-mail or with an SMS code' },
  ),
};

export const artUrl = (slug: string) => `/lgw/content/art/${slug}.svg`;

const banner = (
  groupName: TBannerGroup,
  slug: string,
  sequence: number,
  extra: Partial<TBannerInput> = {},
): TBannerInput => ({
  groupName,
  imageUrl: artUrl(slug),
  title: ART_DESIGNS[slug]?.title ?? '',
  language: null,
  sequence,
  enabled: true,
  startsAt: null,
  endsAt: null,
  linkageType: null,
  target: null,
  ...extra,
});

/** The banner in Spanish and in English: each language sees its own art. */
const inBothLanguagesBanner = (
  groupName: TBannerGroup,
  slug: string,
  sequence: number,
  extra: Partial<TBannerInput> = {},
): TBannerInput[] =>
  (['es', 'en'] as const).map((language) =>
    banner(groupName, `${slug}-${language}`, sequence, { ...extra, language }),
  );

export const DEMO_BANNERS: readonly TBannerInput[] = [
  ...inBothLanguagesBanner('w_home', 'home-welcome', 10, { linkageType: 'PROMOTION', target: null }),
  ...inBothLanguagesBanner('w_home', 'home-game', 20, { linkageType: 'GAME', target: 'PG-RNG001' }),
  ...inBothLanguagesBanner('w_home', 'home-live', 30, { linkageType: 'PAGE', target: '/live' }),
  ...inBothLanguagesBanner('w_home', 'home-sports', 40),
  ...inBothLanguagesBanner('w_leftmenu', 'side-promo', 10, { linkageType: 'PAGE', target: '/promotions' }),
  ...inBothLanguagesBanner('w_leftmenu', 'side-vip', 20),
  ...inBothLanguagesBanner('w_login', 'form-login', 10),
  ...inBothLanguagesBanner('w_register', 'form-register', 10),
  ...inBothLanguagesBanner('w_forget', 'form-forget', 10),
];

const announcement = (
  execution: TAnnouncementInput['execution'],
  sequence: number,
  title: TAnnouncementInput['title'],
  content: TAnnouncementInput['content'],
): TAnnouncementInput => ({
  execution,
  sequence,
  title,
  content,
  audience: 'ALL',
  enabled: true,
  startsAt: null,
  endsAt: null,
});

/** Announcements of the agent centre (audience AGENTS): members never see them. */
const agentAnnouncement = (
  sequence: number,
  title: TAnnouncementInput['title'],
  content: TAnnouncementInput['content'],
): TAnnouncementInput => ({ ...announcement('A', sequence, title, content), audience: 'AGENTS' });

export const DEMO_ANNOUNCEMENTS: readonly TAnnouncementInput[] = [
  announcement(
    'B',
    10,
    { es: 'Bienvenido a Fortuna', en: 'Welcome to Fortuna' },
    {
      es: '<p>Regístrese en un minuto y reciba un <strong>bono de bienvenida del 100%</strong> en su primer depósito.</p><p>Consulte los <a href="/help#term">términos y condiciones</a>.</p>',
      en: '<p>Sign up in a minute and get a <strong>100% welcome bonus</strong> on your first deposit.</p><p>See the <a href="/help#term">terms and conditions</a>.</p>',
    },
  ),
  announcement(
    'B',
    20,
    { es: 'Juego responsable', en: 'Responsible gaming' },
    {
      es: '<p>Jugar debe ser una diversión. Solo mayores de 18 años. Conozca nuestras herramientas de <a href="/help#responsible-gaming">juego responsable</a>.</p>',
      en: '<p>Playing should be fun. Over 18s only. Learn about our <a href="/help#responsible-gaming">responsible gaming</a> tools.</p>',
    },
  ),
  announcement(
    'A',
    10,
    { es: 'Mantenimiento programado', en: 'Scheduled maintenance' },
    {
      es: '<p>El martes de 3:00 a 4:00 a. m. (hora del centro de México) algunos proveedores de juegos estarán en mantenimiento. Su saldo no se ve afectado.</p>',
      en: '<p>On Tuesday from 3:00 to 4:00 a.m. (Mexico City time) some game vendors will be under maintenance. Your balance is not affected.</p>',
    },
  ),
  announcement(
    'A',
    20,
    { es: 'Nuevos juegos cada semana', en: 'New games every week' },
    {
      es: '<p>Descubra los estrenos de la semana en <a href="/rng">tragamonedas</a> y <a href="/live">casino en vivo</a>.</p>',
      en: '<p>Discover this week’s releases in <a href="/rng">slots</a> and <a href="/live">live casino</a>.</p>',
    },
  ),
  announcement(
    'F',
    10,
    { es: '¡Gracias por unirse!', en: 'Thanks for joining!' },
    {
      es: '<p>Su cuenta está lista. Para retirar ganancias, registre una contraseña de pago y una cuenta bancaria en <a href="/member">Mi cuenta</a>.</p>',
      en: '<p>Your account is ready. To withdraw winnings, set a payment password and a bank account in <a href="/member">My account</a>.</p>',
    },
  ),
  agentAnnouncement(
    10,
    { es: 'Nuevo centro de agentes', en: 'New agent centre' },
    {
      es: '<p>Ya puede crear cuentas de su equipo, compartir enlaces de invitación con código QR y consultar el resumen de su equipo por periodo desde el <a href="/agentHome">centro de agentes</a>.</p>',
      en: '<p>You can now create accounts for your team, share invitation links with a QR code and see your team overview by period in the <a href="/agentHome">agent centre</a>.</p>',
    },
  ),
  agentAnnouncement(
    20,
    { es: 'Transferencias a su equipo', en: 'Transfers to your team' },
    {
      es: '<p>Las transferencias a sus subordinados se acreditan al instante y aparecen en los detalles de cuenta de ambos. Verifique la cuenta antes de confirmar: no se pueden revertir.</p>',
      en: '<p>Transfers to your downlines are credited at once and show in both account details. Check the account before confirming: they cannot be reversed.</p>',
    },
  ),
];

const notice = (
  input: Omit<TNoticeInput, 'platform' | 'enabled' | 'startsAt' | 'endsAt' | 'images' | 'link'> &
    Partial<TNoticeInput>,
): TNoticeInput => ({
  platform: 'W',
  enabled: true,
  startsAt: null,
  endsAt: null,
  images: [],
  link: null,
  ...input,
});

export const DEMO_NOTICES: readonly TNoticeInput[] = [
  notice({
    type: 'B',
    executions: ['A', 'B', 'F'],
    sequence: 10,
    title: {
      es: 'Depósitos por SPEI acreditados en minutos, las 24 horas.',
      en: 'SPEI deposits credited within minutes, 24 hours a day.',
    },
    content: {
      es: '<p>Los depósitos por transferencia SPEI se acreditan en cuanto el equipo de caja confirma la referencia, normalmente en pocos minutos.</p>',
      en: '<p>SPEI transfer deposits are credited as soon as the cashier team confirms the reference, usually within a few minutes.</p>',
    },
  }),
  notice({
    type: 'B',
    executions: ['A', 'B', 'F'],
    sequence: 20,
    title: {
      es: 'Nunca le pediremos su contraseña por teléfono, correo o chat.',
      en: 'We will never ask for your password by phone, e-mail or chat.',
    },
    content: {
      es: '<p>Nuestro personal nunca le pedirá su contraseña ni su contraseña de pago. Si alguien lo hace, repórtelo a atención al cliente.</p>',
      en: '<p>Our staff will never ask for your password or payment password. If someone does, report it to customer service.</p>',
    },
  }),
  notice({
    type: 'PL',
    executions: ['A', 'F'],
    sequence: 10,
    title: { es: 'Límites de retiro diarios', en: 'Daily withdrawal limits' },
    content: {
      es: '<p>Puede solicitar varios retiros al día, dentro de los límites que muestra la página de retiro.</p>',
      en: '<p>You can request several withdrawals a day, within the limits shown on the withdrawal page.</p>',
    },
  }),
  notice({
    type: 'PU',
    executions: ['A', 'B', 'F'],
    sequence: 10,
    title: { es: 'Aviso importante', en: 'Important notice' },
    content: {
      es: '<p>Juegue con responsabilidad. Si siente que el juego deja de ser una diversión, consulte la sección de <a href="/help#responsible-gaming">juego responsable</a>.</p>',
      en: '<p>Play responsibly. If gaming stops being fun, see the <a href="/help#responsible-gaming">responsible gaming</a> section.</p>',
    },
  }),
  notice({
    type: 'PR',
    executions: ['A', 'B', 'F'],
    sequence: 10,
    title: { es: 'Bono de bienvenida', en: 'Welcome bonus' },
    content: {
      es: '<p>100% en su primer depósito, hasta $5,000 MXN.</p>',
      en: '<p>100% on your first deposit, up to $5,000 MXN.</p>',
    },
    images: [
      { sequence: 1, url: artUrl('home-welcome-es') },
      { sequence: 2, url: artUrl('side-promo-es') },
    ],
    link: '/promotions',
  }),
  notice({
    type: 'H',
    executions: ['A', 'B', 'F'],
    sequence: 10,
    title: { es: 'Atención al cliente 24/7', en: 'Customer service 24/7' },
    content: {
      es: '<p>Escríbanos por chat en vivo, Telegram o WhatsApp a cualquier hora.</p>',
      en: '<p>Write to us by live chat, Telegram or WhatsApp at any time.</p>',
    },
  }),
];

export type HelpSeed = {
  title: { es: string; en: string };
  articles: Array<{
    anchor: string | null;
    title: { es: string; en: string };
    content: { es: string; en: string };
  }>;
};

/** The help centre (GET /wps/system/helpCenter): real guidance in Spanish and English. */
export const DEMO_HELP: readonly HelpSeed[] = [
  {
    title: { es: 'Depósitos', en: 'Deposits' },
    articles: [
      {
        anchor: 'deposits',
        title: { es: '¿Cómo deposito?', en: 'How do I deposit?' },
        content: {
          es: '<ol><li>Inicie sesión y pulse <strong>Depositar</strong> en la parte superior.</li><li>Elija un método: transferencia bancaria SPEI o pago en línea.</li><li>Escriba el importe dentro de los límites que muestra el método.</li><li>En SPEI, transfiera exactamente el importe a la cuenta CLABE indicada y use la referencia que le damos; en pago en línea, complete el pago en la página del proveedor.</li></ol><p>El saldo se acredita en cuanto se confirma el pago. Puede seguir cada depósito en <strong>Registro de cuenta</strong>.</p>',
          en: '<ol><li>Log in and press <strong>Deposit</strong> at the top.</li><li>Choose a method: SPEI bank transfer or online payment.</li><li>Enter an amount within the limits the method shows.</li><li>For SPEI, transfer exactly that amount to the CLABE account shown, using the reference we give you; for online payment, complete the payment on the provider’s page.</li></ol><p>The balance is credited as soon as the payment is confirmed. You can follow every deposit in <strong>Account record</strong>.</p>',
        },
      },
      {
        anchor: 'deposit-not-credited',
        title: { es: 'Mi depósito no aparece', en: 'My deposit does not show' },
        content: {
          es: '<p>Las transferencias SPEI suelen confirmarse en minutos. Si después de 30 minutos no ve su saldo, verifique que usó la referencia correcta y envíenos el comprobante por <strong>Comentarios</strong> (tipo «Depósito») o por chat en vivo.</p>',
          en: '<p>SPEI transfers are usually confirmed within minutes. If after 30 minutes you do not see your balance, check that you used the right reference and send us the receipt through <strong>Feedback</strong> (type “Deposit”) or live chat.</p>',
        },
      },
    ],
  },
  {
    title: { es: 'Retiros', en: 'Withdrawals' },
    articles: [
      {
        anchor: 'withdrawals',
        title: { es: '¿Cómo retiro mis ganancias?', en: 'How do I withdraw my winnings?' },
        content: {
          es: '<ol><li>En <strong>Mi cuenta</strong>, establezca una contraseña de pago y registre una cuenta bancaria a su nombre.</li><li>Pulse <strong>Retirar</strong>, elija la cuenta y escriba el importe.</li><li>Confirme con su contraseña de pago.</li></ol><p>El importe queda reservado mientras procesamos el pago. Cuando lo recibamos como pagado, confirme si lo recibió completo, en parte o no lo recibió; si no lo confirma a tiempo, se da por recibido.</p>',
          en: '<ol><li>In <strong>My account</strong>, set a payment password and add a bank account in your name.</li><li>Press <strong>Withdraw</strong>, choose the account and enter the amount.</li><li>Confirm with your payment password.</li></ol><p>The amount is held while we process the payout. Once it is paid, confirm whether you received it in full, in part or not at all; if you do not confirm in time, it counts as received.</p>',
        },
      },
      {
        anchor: 'withdrawal-times',
        title: { es: 'Tiempos y límites de retiro', en: 'Withdrawal times and limits' },
        content: {
          es: '<p>La mayoría de los retiros se pagan el mismo día. Los límites por retiro y el número de retiros diarios se muestran en la página de retiro. Las cuentas de prueba no pueden retirar.</p>',
          en: '<p>Most withdrawals are paid the same day. The limits per withdrawal and the number of withdrawals per day are shown on the withdrawal page. Trial accounts cannot withdraw.</p>',
        },
      },
    ],
  },
  {
    title: { es: 'Seguridad de la cuenta', en: 'Account security' },
    articles: [
      {
        anchor: 'account-security',
        title: { es: 'Proteja su cuenta', en: 'Protect your account' },
        content: {
          es: '<ul><li>Use una contraseña única que no use en otros sitios.</li><li>Su contraseña de pago es distinta de la de inicio de sesión: no la comparta con nadie.</li><li>Vincule su número de móvil y su correo para poder recuperar el acceso.</li><li>Cierre sesión en equipos compartidos.</li></ul><p>Nunca le pediremos sus contraseñas. Tras varios intentos fallidos, la cuenta se bloquea temporalmente para protegerlo.</p>',
          en: '<ul><li>Use a unique password you do not use on other sites.</li><li>Your payment password is different from your login password: do not share it with anyone.</li><li>Link your mobile number and e-mail so that you can recover access.</li><li>Log out on shared devices.</li></ul><p>We will never ask for your passwords. After several failed attempts, the account is locked for a while to protect you.</p>',
        },
      },
      {
        anchor: 'forgot-password',
        title: { es: 'Olvidé mi contraseña', en: 'I forgot my password' },
        content: {
          es: '<p>En la ventana de inicio de sesión pulse <strong>¿Olvidó su contraseña?</strong> y elija recibir un enlace por correo o un código por SMS en su móvil vinculado.</p>',
          en: '<p>In the login window press <strong>Forgot your password?</strong> and choose to receive a link by e-mail or a code by SMS on your linked mobile.</p>',
        },
      },
    ],
  },
  {
    title: { es: 'Juego responsable', en: 'Responsible gaming' },
    articles: [
      {
        anchor: 'responsible-gaming',
        title: { es: 'Jugar con responsabilidad', en: 'Playing responsibly' },
        content: {
          es: '<p>El juego es entretenimiento, no una forma de ganar dinero. Algunas recomendaciones:</p><ul><li>Fije un presupuesto y un tiempo antes de empezar.</li><li>No intente recuperar pérdidas.</li><li>No juegue bajo los efectos del alcohol o cuando esté alterado.</li><li>Tome descansos frecuentes.</li></ul><p>Si necesita pausar o cerrar su cuenta, escríbanos por atención al cliente. Solo mayores de 18 años.</p>',
          en: '<p>Gaming is entertainment, not a way to make money. Some advice:</p><ul><li>Set a budget and a time limit before you start.</li><li>Do not chase losses.</li><li>Do not play under the influence of alcohol or when upset.</li><li>Take frequent breaks.</li></ul><p>If you need to pause or close your account, write to customer service. Over 18s only.</p>',
        },
      },
    ],
  },
  {
    title: { es: 'Términos y privacidad', en: 'Terms and privacy' },
    articles: [
      {
        anchor: 'term',
        title: { es: 'Términos y condiciones', en: 'Terms and conditions' },
        content: {
          es: '<h3>1. Aceptación</h3><p>Al registrarse acepta estos términos. Debe ser mayor de 18 años y tener capacidad legal para contratar.</p><h3>2. Cuenta</h3><p>Solo se permite una cuenta por persona. Usted es responsable de mantener en secreto sus contraseñas.</p><h3>3. Depósitos y retiros</h3><p>Los fondos deben provenir de cuentas a su nombre. Podemos pedir documentos de identidad antes de pagar un retiro.</p><h3>4. Bonos</h3><p>Cada promoción tiene sus propias condiciones, que prevalecen sobre estos términos para esa promoción.</p><h3>5. Juego justo</h3><p>Las jugadas se resuelven por los proveedores de juegos. El uso de programas automáticos, la colusión o el abuso de errores anulan las ganancias obtenidas.</p><h3>6. Cambios</h3><p>Podemos modificar estos términos; los cambios importantes se anuncian en el sitio.</p>',
          en: '<h3>1. Acceptance</h3><p>By signing up you accept these terms. You must be over 18 and legally able to enter a contract.</p><h3>2. Account</h3><p>Only one account per person is allowed. You are responsible for keeping your passwords secret.</p><h3>3. Deposits and withdrawals</h3><p>Funds must come from accounts in your name. We may ask for identity documents before paying a withdrawal.</p><h3>4. Bonuses</h3><p>Each promotion has its own conditions, which prevail over these terms for that promotion.</p><h3>5. Fair play</h3><p>Rounds are settled by the game vendors. Automated programs, collusion or abuse of errors void the winnings obtained.</p><h3>6. Changes</h3><p>We may change these terms; important changes are announced on the site.</p>',
        },
      },
      {
        anchor: 'privacy',
        title: { es: 'Política de privacidad', en: 'Privacy policy' },
        content: {
          es: '<p>Usamos sus datos (nombre, contacto, movimientos) solo para operar su cuenta, cumplir la ley y prevenir fraudes. No vendemos sus datos. Puede pedir acceso, corrección o cancelación de sus datos por atención al cliente.</p>',
          en: '<p>We use your data (name, contact details, transactions) only to run your account, comply with the law and prevent fraud. We do not sell your data. You can ask for access, correction or deletion of your data through customer service.</p>',
        },
      },
    ],
  },
];
