import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_CHARACTERS_ISSUE } from '@platform/contracts/display-name';
import { ZUpdateProfileRequestSchema, type TMemberInfo } from '@platform/contracts/identity';
import { realNameMessage } from '@platform/contracts/registration-rules';
import { FormSubmit } from '../../../../components/ui/form-actions';
import { DateField } from '../../../../components/ui/date-field';
import { FormError, FormSuccess } from '../../../../components/ui/form-status';
import { TextField } from '../../../../components/ui/text-field';
import { useFormSubmit, type TFieldErrors } from '../../../../hooks/use-form-submit';
import { toLanguage } from '../../../../lib/i18n';
import { useAppStore } from '../../../../stores/app-store';
import { useUpdateProfile, type TUpdateProfileRequest } from '../../api/update-profile';

const PROFILE_FIELDS = [
  'nickname',
  'userName',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'placeOfBirth',
  'telegram',
  'zalo',
  'qqNum',
  'whatsapp',
  'facebook',
  'line',
  'wechat',
] as const;
type TProfileField = (typeof PROFILE_FIELDS)[number];
type TProfileValues = Record<TProfileField, string>;

function valuesOf(member: TMemberInfo): TProfileValues {
  const { profile } = member;
  return {
    nickname: member.nickname ?? '',
    userName: member.userName ?? '',
    birthday: profile.birthday ?? '',
    address: profile.address ?? '',
    nationality: profile.nationality ?? '',
    occupation: profile.occupation ?? '',
    sourceOfIncome: profile.sourceOfIncome ?? '',
    placeOfBirth: profile.placeOfBirth ?? '',
    telegram: profile.telegram ?? '',
    zalo: profile.zalo ?? '',
    qqNum: profile.qqNum ?? '',
    whatsapp: profile.whatsapp ?? '',
    facebook: profile.facebook ?? '',
    line: profile.line ?? '',
    wechat: profile.wechat ?? '',
  };
}

/** Whole years between a yyyy-MM-dd birthday and today. */
export function ageOn(birthday: string, today: Date): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  return age;
}

/** The editable profile (PUT /wps/member/info): only the fields that changed are sent. */
export function ProfileForm({ member }: { member: TMemberInfo }) {
  const { t, i18n } = useTranslation();
  const minimumAge = useAppStore((state) => state.brand?.minimumAge ?? 18);
  const { mutateAsync: update } = useUpdateProfile();
  const [initial] = useState(() => valuesOf(member));
  const realNameLocked = member.userName !== null;
  const changedOf = (values: TProfileValues) =>
    Object.fromEntries(
      PROFILE_FIELDS.filter((field) => values[field].trim() !== initial[field].trim())
        .filter((field) => !(field === 'birthday' && values.birthday === ''))
        .map((field) => [field, values[field].trim()]),
    ) as TUpdateProfileRequest;

  const {
    field: bind,
    set,
    submit,
    busy,
    formError,
    done,
    clearingDone,
  } = useFormSubmit({
    initial,
    validate: (values) => {
      const changed = changedOf(values);
      const found: TFieldErrors<TProfileField> = {};
      const parsed = ZUpdateProfileRequestSchema.safeParse(changed);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = issue.path[0] as TProfileField;
          found[field] =
            issue.code === 'too_big'
              ? t('validation.tooLong', { max: Number(issue.maximum) })
              : issue.code === 'custom' && issue.params?.code === HIDDEN_CHARACTERS_ISSUE
                ? t('validation.hiddenCharacters')
                : field === 'birthday'
                  ? t('validation.dateFormat')
                  : field === 'userName'
                    ? realNameMessage(toLanguage(i18n.resolvedLanguage))
                    : t('validation.invalid');
        }
      }
      if (changed.birthday && !found.birthday && ageOn(changed.birthday, new Date()) < minimumAge) {
        found.birthday = t('validation.underAge', { age: minimumAge });
      }
      return found;
    },
    send: async (values) => {
      const changed = changedOf(values);
      if (Object.keys(changed).length > 0) await update(changed);
      return true;
    },
  });

  const field = (name: TProfileField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      label={t(`fields.${name}`)}
      {...bind(name)}
      onChange={clearingDone(set(name))}
      testId={`profile-${name}`}
      {...extra}
    />
  );

  return (
    <section className="card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title" className="card__title">
        {t('security.profile.title')}
      </h2>
      <form className="form" noValidate onSubmit={submit} data-testid="profile-form">
        <div className="form__grid">
          {field('nickname', { maxLength: 32, autoComplete: 'nickname' })}
          {field('userName', {
            maxLength: 100,
            autoComplete: 'name',
            readOnly: realNameLocked,
            hint: realNameLocked ? t('security.profile.realNameLocked') : undefined,
          })}
          <DateField
            label={t('fields.birthday')}
            {...bind('birthday')}
            onChange={clearingDone(set('birthday'))}
            testId="profile-birthday"
            autoComplete="bday"
          />
          {field('nationality', { maxLength: 64 })}
          {field('placeOfBirth', { maxLength: 64 })}
          {field('address', { maxLength: 200, autoComplete: 'street-address' })}
          {field('occupation', { maxLength: 64 })}
          {field('sourceOfIncome', { maxLength: 64 })}
          {field('telegram', { maxLength: 64 })}
          {field('whatsapp', { maxLength: 32 })}
          {field('facebook', { maxLength: 100 })}
          {field('line', { maxLength: 64 })}
          {field('zalo', { maxLength: 32 })}
          {field('qqNum', { maxLength: 32 })}
          {field('wechat', { maxLength: 64 })}
        </div>
        <FormError message={formError} testId="profile-error" />
        <FormSuccess message={done ? t('security.profile.saved') : null} testId="profile-saved" />
        <FormSubmit label={t('common.save')} busy={busy} testId="profile-save" />
      </form>
    </section>
  );
}
