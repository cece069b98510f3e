import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVITATION_LINK_LABEL_MAX,
  INVITATION_LINKS_MAX,
  type TCreatableType,
  type TCreatedDownline,
  type TInvitationLink,
} from '@platform/contracts/agents';
import { CopyButton } from '../../../components/ui/copy-button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormSubmit } from '../../../components/ui/form-actions';
import { FormError } from '../../../components/ui/form-status';
import { LinkIcon } from '../../../components/ui/icons';
import { RecordResult } from '../../../components/ui/record-result';
import { SelectField } from '../../../components/ui/select-field';
import { StatusBadge } from '../../../components/ui/status-badge';
import { TextField } from '../../../components/ui/text-field';
import { useBrandZone } from '../../../hooks/use-brand-zone';
import { useFormSubmit } from '../../../hooks/use-form-submit';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { errorText } from '../../../lib/error-text';
import { refusalField } from '../../../lib/refusal-field';
import { useCreateDownline } from '../api/create-downline';
import { useCreateInvitationLink } from '../api/create-invitation-link';
import { useAgentRegisterSettings } from '../api/get-register-settings';
import { useInvitationLinks } from '../api/get-invitation-links';
import { useUpdateInvitationLink } from '../api/update-invitation-link';
import { useMemberTypeLabel } from '../hooks/use-member-type-label';
import { LinkQrCode } from './link-qr-code';

/** spec §5-like account rule of POST /wps/agent/downlines: a letter, then 3 to 31 letters, digits or _. */
const ACCOUNT_RULE = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
const NICKNAME_MAX = 32;
const CREATE_FIELDS = ['account', 'type', 'nickname'] as const;
const CREATE_BY_CODE = { USERNAME_TAKEN: 'account', MEMBER_TYPE_NOT_ALLOWED: 'type' } as const;

/** The account the server made, with its initial password to hand over (changed at the first login). */
function CreatedAccount({ created }: { created: TCreatedDownline }) {
  const { t } = useTranslation();
  return (
    <div className="agent-created" role="status" data-testid="created-downline">
      <p className="agent-created__title">
        {t('agent.register.created', { account: created.member.account })}
      </p>
      <dl className="agent-created__list">
        <div>
          <dt>{t('agent.columns.account')}</dt>
          <dd data-testid="created-account">{created.member.account}</dd>
        </div>
        <div>
          <dt>{t('agent.register.initialPassword')}</dt>
          <dd className="agent-created__password">
            <code data-testid="created-password">{created.initialPassword}</code>
            <CopyButton
              text={created.initialPassword}
              label={t('agent.register.initialPassword')}
              testId="created-password-copy"
            />
          </dd>
        </div>
      </dl>
      <p className="agent-created__hint" data-testid="created-must-change">
        {t('agent.register.mustChange')}
      </p>
    </div>
  );
}

function CreateDownlineForm({ types }: { types: readonly number[] }) {
  const { t } = useTranslation();
  const typeLabel = useMemberTypeLabel();
  const { mutateAsync: create } = useCreateDownline();
  const { field, submit, busy, formError, done } = useFormSubmit<
    { account: string; type: string; nickname: string },
    (typeof CREATE_FIELDS)[number],
    TCreatedDownline
  >({
    initial: { account: '', type: String(types[0] ?? ''), nickname: '' },
    resetOnDone: true,
    validate: (values) => {
      const found: Partial<Record<(typeof CREATE_FIELDS)[number], string>> = {};
      if (!values.account.trim()) found.account = t('validation.required');
      else if (!ACCOUNT_RULE.test(values.account.trim())) found.account = t('agent.register.accountRule');
      if (!types.includes(Number(values.type))) found.type = t('validation.required');
      if (values.nickname.trim().length > NICKNAME_MAX)
        found.nickname = t('validation.tooLong', { max: NICKNAME_MAX });
      return found;
    },
    send: async (values) => {
      const nickname = values.nickname.trim();
      return create({
        account: values.account.trim(),
        type: Number(values.type) as TCreatableType,
        ...(nickname ? { nickname } : {}),
      });
    },
    fieldOf: (error) => refusalField(error, CREATE_FIELDS, CREATE_BY_CODE),
  });
  const typeField = field('type');

  return (
    <form className="form agent-form" noValidate onSubmit={submit} data-testid="create-downline-form">
      <p className="form__hint">{t('agent.register.text')}</p>
      <div className="agent-form__grid">
        <TextField
          label={t('agent.columns.account')}
          required
          {...field('account')}
          maxLength={32}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          hint={t('agent.register.accountRule')}
          testId="create-downline-account"
        />
        <SelectField
          label={t('agent.columns.type')}
          required
          value={typeField.value}
          onChange={typeField.onChange}
          error={typeField.error}
          testId="create-downline-type"
        >
          {types.map((type) => (
            <option key={type} value={String(type)}>
              {typeLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('agent.columns.nickname')}
          {...field('nickname')}
          maxLength={NICKNAME_MAX}
          autoComplete="off"
          testId="create-downline-nickname"
        />
      </div>
      <FormError message={formError} testId="create-downline-error" />
      <FormSubmit
        label={t('agent.register.submit')}
        busy={busy}
        busyLabel={t('common.sending')}
        testId="create-downline-submit"
      />
      {done ? <CreatedAccount created={done} /> : null}
    </form>
  );
}

function LinkRow({ link }: { link: TInvitationLink }) {
  const { t, i18n } = useTranslation();
  const zone = useBrandZone();
  const typeLabel = useMemberTypeLabel();
  const toggle = useUpdateInvitationLink();
  return (
    <li
      className={`agent-link-card${link.enabled ? '' : ' is-disabled'}`}
      data-testid={`invitation-link-${link.code}`}
    >
      <LinkQrCode
        text={link.url}
        label={t('agent.links.qrLabel', { code: link.code })}
        testId={`invitation-qr-${link.code}`}
      />
      <div className="agent-link-card__body">
        <p className="agent-link-card__head">
          <code className="agent-link-card__code">{link.code}</code>
          <StatusBadge tone={link.enabled ? 'success' : 'neutral'} testId={`invitation-status-${link.code}`}>
            {link.enabled ? t('agent.links.enabled') : t('agent.links.disabled')}
          </StatusBadge>
        </p>
        {link.label ? <p className="agent-link-card__label">{link.label}</p> : null}
        <dl className="agent-link-card__facts">
          <div>
            <dt>{t('agent.columns.type')}</dt>
            <dd>{typeLabel(link.type)}</dd>
          </div>
          <div>
            <dt>{t('agent.links.registrations')}</dt>
            <dd data-testid={`invitation-registrations-${link.code}`}>{link.registrations}</dd>
          </div>
          <div>
            <dt>{t('agent.links.createdAt')}</dt>
            <dd>{formatBrandDateTime(link.createdAt, i18n.resolvedLanguage ?? 'es', zone)}</dd>
          </div>
        </dl>
        <p className="agent-link-card__url" data-testid={`invitation-url-${link.code}`}>
          {link.url}
        </p>
        <div className="agent-link-card__actions">
          <CopyButton text={link.url} label={t('agent.links.url')} testId={`invitation-copy-${link.code}`} />
          <button
            type="button"
            className="button button--ghost"
            disabled={toggle.isPending}
            aria-pressed={link.enabled}
            onClick={() => toggle.mutate({ id: link.id, enabled: !link.enabled })}
            data-testid={`invitation-toggle-${link.code}`}
          >
            {link.enabled ? t('agent.links.disable') : t('agent.links.enable')}
          </button>
        </div>
        {toggle.isError ? (
          <p className="form__error" role="alert">
            {errorText(toggle.error)}
          </p>
        ) : null}
      </div>
    </li>
  );
}

function NewLinkForm({ types, full }: { types: readonly number[]; full: boolean }) {
  const { t } = useTranslation();
  const typeLabel = useMemberTypeLabel();
  const { mutateAsync: create } = useCreateInvitationLink();
  const { field, submit, busy, formError } = useFormSubmit({
    initial: { type: String(types[0] ?? ''), label: '' },
    resetOnDone: true,
    validate: (values) =>
      values.label.trim().length > INVITATION_LINK_LABEL_MAX
        ? { label: t('validation.tooLong', { max: INVITATION_LINK_LABEL_MAX }) }
        : {},
    send: async (values) => {
      const label = values.label.trim();
      await create({ type: Number(values.type) as TCreatableType, ...(label ? { label } : {}) });
      return true;
    },
  });
  const typeField = field('type');
  if (full) return <p className="form__hint">{t('agent.links.full', { max: INVITATION_LINKS_MAX })}</p>;
  return (
    <form className="form agent-form" noValidate onSubmit={submit} data-testid="new-link-form">
      <div className="agent-form__grid">
        <SelectField
          label={t('agent.links.createsType')}
          required
          value={typeField.value}
          onChange={typeField.onChange}
          testId="new-link-type"
        >
          {types.map((type) => (
            <option key={type} value={String(type)}>
              {typeLabel(type)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('agent.links.label')}
          {...field('label')}
          maxLength={INVITATION_LINK_LABEL_MAX}
          autoComplete="off"
          testId="new-link-label"
        />
      </div>
      <FormError message={formError} testId="new-link-error" />
      <FormSubmit
        label={t('agent.links.create')}
        busy={busy}
        busyLabel={t('common.sending')}
        testId="new-link-submit"
      />
    </form>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card agent-section" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * registerCenter: create an account directly under the agent (the types the operator allows), shown with
 * the initial password the server returns; and the agent's invitation links with QR code, copy, the
 * registrations each brought, enable/disable, and a new one.
 */
export function RegisterCenterPane() {
  const { t } = useTranslation();
  const settings = useAgentRegisterSettings();
  const links = useInvitationLinks();
  const [showNew, setShowNew] = useState(false);

  return (
    <div className="agent-pane-body" data-testid="register-center">
      <Section title={t('agent.register.title')} id="agent-register-title">
        <RecordResult
          query={settings}
          isEmpty={(value) => value.creatableTypes.length === 0}
          empty={
            <p className="form__hint" data-testid="create-downline-none">
              {t('agent.register.noTypes')}
            </p>
          }
          errorTestId="register-settings-error"
          retry
        >
          {(value) => <CreateDownlineForm types={value.creatableTypes} />}
        </RecordResult>
      </Section>
      <Section title={t('agent.links.title')} id="agent-links-title">
        <RecordResult
          query={links}
          isEmpty={() => false}
          empty={null}
          errorTestId="invitation-links-error"
          retry
        >
          {(list) => (
            <>
              {list.length === 0 ? (
                <EmptyState
                  icon={<LinkIcon size={28} />}
                  text={t('agent.links.empty')}
                  testId="invitation-links-empty"
                />
              ) : (
                <ul className="agent-links" data-testid="invitation-links">
                  {list.map((link) => (
                    <LinkRow key={link.id} link={link} />
                  ))}
                </ul>
              )}
              {settings.data && settings.data.creatableTypes.length > 0 ? (
                showNew || list.length === 0 ? (
                  <NewLinkForm
                    types={settings.data.creatableTypes}
                    full={list.length >= INVITATION_LINKS_MAX}
                  />
                ) : (
                  <button
                    type="button"
                    className="button button--ghost agent-links__add"
                    onClick={() => setShowNew(true)}
                    data-testid="new-link-open"
                  >
                    <LinkIcon size={18} />
                    {t('agent.links.new')}
                  </button>
                )
              ) : null}
            </>
          )}
        </RecordResult>
      </Section>
    </div>
  );
}
