import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMemberInfo } from '@platform/contracts/identity';
import { CameraIcon } from '../../../../components/ui/icons';
import { useBrandFormat } from '../../../../hooks/use-brand-format';
import { errorText } from '../../../../lib/error-text';
import { avatarProblem, useUploadAvatar } from '../../api/upload-avatar';
import { MemberAvatar } from '../member-avatar';
import { FormError } from '../../../../components/ui/form-status';

/** Account, names, avatar upload (png or jpg, at most 2 MB), last login time and IP. */
export function ProfileCard({ member }: { member: TMemberInfo }) {
  const { t } = useTranslation();
  const format = useBrandFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync: upload, isPending } = useUploadAvatar();
  const [error, setError] = useState<string | null>(null);
  const name = member.nickname || member.account;
  const lastLogin = member.lastLoginAt ? format.dateTime(member.lastLoginAt) : t('security.never');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    if (problem) {
      setError(t(problem === 'type' ? 'validation.imageType' : 'validation.imageSize', { max: 2 }));
      return;
    }
    setError(null);
    try {
      await upload(file);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <section
      className="card profile-card"
      data-testid="security-profile"
      aria-labelledby="security-profile-title"
    >
      <div className="profile-card__avatar">
        <MemberAvatar url={member.avatarUrl} name={name} size={72} />
        <button
          type="button"
          className="profile-card__upload"
          aria-label={t('security.avatar.change')}
          disabled={isPending}
          onClick={() => inputRef.current?.click()}
        >
          <CameraIcon size={16} />
        </button>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="security-avatar-input"
          onChange={(event) => void onFile(event)}
        />
      </div>
      <div className="profile-card__main">
        <h2 id="security-profile-title" className="profile-card__name" data-testid="security-name">
          {name}
        </h2>
        <dl className="profile-card__facts">
          <div>
            <dt>{t('fields.account')}</dt>
            <dd data-testid="security-account">{member.account}</dd>
          </div>
          <div>
            <dt>{t('fields.payeeName')}</dt>
            <dd>{member.userName ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('security.lastLogin')}</dt>
            <dd data-testid="security-last-login">{lastLogin}</dd>
          </div>
          <div>
            <dt>{t('security.lastLoginIp')}</dt>
            <dd data-testid="security-last-login-ip">{member.lastLoginIp ?? '—'}</dd>
          </div>
        </dl>
        <p className="field__hint">{t('security.avatar.hint')}</p>
        <FormError message={error} testId="security-avatar-error" />
      </div>
    </section>
  );
}
