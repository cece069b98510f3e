import type { TContractStatus, TContractType } from '@platform/contracts/agent-contracts';
import type { TLanguage } from '@platform/contracts/i18n';
import type { FastifyBaseLogger } from 'fastify';
import type { MessagingService } from '../messaging/service';
import type { MemberEventPublisher } from '../realtime/hub';

/**
 * What a member is told after a contract change commits: a `contract` event on /ws always, and an inbox
 * message when a contract of theirs ended or an offer to them was taken back without their doing.
 */
export type ContractNotice = {
  memberId: string;
  contractId: bigint;
  type: TContractType;
  status: TContractStatus;
  /** What now waits for this member's answer. */
  request?: 'NEW' | 'TERMINATE' | null;
  message?: NoticeMessage;
};

/**
 * ABOVE_UPLINE: the upline's new contract pays less; UPLINE_ENDED: the upline has no contract of the type
 * any more; OFFER_WITHDRAWN_ABOVE_UPLINE: a waiting offer was taken back for either reason; NOTICE_EXPIRED,
 * AGREED, OPERATOR: the contract ended by a termination request or by the operator.
 */
export type NoticeMessage =
  'ABOVE_UPLINE' | 'UPLINE_ENDED' | 'OFFER_WITHDRAWN_ABOVE_UPLINE' | 'NOTICE_EXPIRED' | 'AGREED' | 'OPERATOR';

const TYPE_NAMES: Record<TLanguage, Record<TContractType, string>> = {
  es: {
    DIVIDEND: 'dividendos',
    DAILY_SALARY: 'salario diario',
    HOURLY_SALARY: 'salario por hora',
    REALTIME_SALARY: 'salario en tiempo real',
  },
  en: {
    DIVIDEND: 'dividend',
    DAILY_SALARY: 'daily salary',
    HOURLY_SALARY: 'hourly salary',
    REALTIME_SALARY: 'real-time salary',
  },
};

type Texts = { title: (name: string) => string; content: (name: string) => string };

const TEXTS: Record<TLanguage, Record<NoticeMessage, Texts>> = {
  es: {
    ABOVE_UPLINE: {
      title: (name) => `Contrato de ${name} terminado`,
      content: (name) =>
        `Su contrato de ${name} terminó porque pagaba más que el nuevo contrato de su agente superior. Su agente superior puede ofrecerle uno nuevo.`,
    },
    UPLINE_ENDED: {
      title: (name) => `Contrato de ${name} terminado`,
      content: (name) =>
        `Su contrato de ${name} terminó porque su agente superior ya no tiene un contrato de ${name} vigente.`,
    },
    OFFER_WITHDRAWN_ABOVE_UPLINE: {
      title: (name) => `Oferta de contrato de ${name} retirada`,
      content: (name) =>
        `La oferta de contrato de ${name} que esperaba su respuesta fue retirada porque superaba el contrato vigente de su agente superior.`,
    },
    NOTICE_EXPIRED: {
      title: (name) => `Contrato de ${name} terminado`,
      content: (name) =>
        `Su contrato de ${name} terminó: el plazo de la solicitud de rescisión venció sin respuesta.`,
    },
    AGREED: {
      title: (name) => `Contrato de ${name} terminado`,
      content: (name) => `Su contrato de ${name} terminó: la solicitud de rescisión fue aceptada.`,
    },
    OPERATOR: {
      title: (name) => `Contrato de ${name} terminado`,
      content: (name) => `Su contrato de ${name} fue terminado por la plataforma.`,
    },
  },
  en: {
    ABOVE_UPLINE: {
      title: (name) => `Your ${name} contract ended`,
      content: (name) =>
        `Your ${name} contract ended because it paid more than your upline's new contract. Your upline may offer you a new one.`,
    },
    UPLINE_ENDED: {
      title: (name) => `Your ${name} contract ended`,
      content: (name) => `Your ${name} contract ended because your upline no longer has a ${name} contract.`,
    },
    OFFER_WITHDRAWN_ABOVE_UPLINE: {
      title: (name) => `${capitalize(name)} contract offer withdrawn`,
      content: (name) =>
        `The ${name} contract offer waiting for your answer was withdrawn because it paid more than your upline's contract.`,
    },
    NOTICE_EXPIRED: {
      title: (name) => `Your ${name} contract ended`,
      content: (name) => `Your ${name} contract ended: the termination request was not answered in time.`,
    },
    AGREED: {
      title: (name) => `Your ${name} contract ended`,
      content: (name) => `Your ${name} contract ended: the termination request was accepted.`,
    },
    OPERATOR: {
      title: (name) => `Your ${name} contract ended`,
      content: (name) => `Your ${name} contract was ended by the platform.`,
    },
  },
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The inbox message of a notice, in Spanish and English. */
export function noticeMessageTexts(message: NoticeMessage, type: TContractType) {
  const title = {} as Record<TLanguage, string>;
  const content = {} as Record<TLanguage, string>;
  for (const lang of ['es', 'en'] as const) {
    const name = TYPE_NAMES[lang][type];
    title[lang] = TEXTS[lang][message].title(name);
    content[lang] = TEXTS[lang][message].content(name);
  }
  return { title, content };
}

export type NoticeDeps = {
  messaging: Pick<MessagingService, 'sendSystemMessage'>;
  events: MemberEventPublisher;
  log: Pick<FastifyBaseLogger, 'error'>;
};

/**
 * Delivers notices after the commit that caused them. A failed inbox message is logged and never undoes
 * the committed change.
 */
export async function deliverNotices(deps: NoticeDeps, notices: readonly ContractNotice[]): Promise<void> {
  if (notices.length === 0) return;
  deps.events.publish(
    notices.map((notice) => ({
      memberId: notice.memberId,
      event: {
        type: 'contract' as const,
        contractId: notice.contractId.toString(),
        contractType: notice.type,
        status: notice.status,
        request: notice.request ?? null,
      },
    })),
  );
  for (const notice of notices) {
    if (!notice.message) continue;
    try {
      await deps.messaging.sendSystemMessage({
        memberId: notice.memberId,
        ...noticeMessageTexts(notice.message, notice.type),
        createdBy: 'system:contracts',
      });
    } catch (error) {
      deps.log.error({ err: error, memberId: notice.memberId }, 'contract notice message failed');
    }
  }
}
