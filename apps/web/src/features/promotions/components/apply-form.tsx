import {
  APPLICATION_COMMENT_MAX,
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
} from '@platform/contracts/promotion-activities';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, UploadIcon } from '../../../components/ui/icons';

type TApplyFormProps = {
  busy: boolean;
  /** The server's refusal of the last attempt, in the page language. */
  serverError: string | null;
  onSubmit: (comment: string, images: File[]) => void;
};

const ACCEPTED = ['image/png', 'image/jpeg'];
const acceptedName = /\.(png|jpe?g)$/i;

/**
 * The manual application (spec §3 "Activity apply"): a comment of up to 140 characters with its counter,
 * up to 3 png or jpg images of up to 5 MB with previews (each removable). Type and size are checked
 * before anything is sent; the server checks them again by content.
 */
export function ApplyForm({ busy, serverError, onSubmit }: TApplyFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const previews = useMemo(() => images.map((file) => URL.createObjectURL(file)), [images]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = [...(event.target.files ?? [])];
    event.target.value = '';
    setError(null);
    const next = [...images];
    for (const file of picked) {
      if (!ACCEPTED.includes(file.type) && !acceptedName.test(file.name)) {
        setError(t('promotions.apply.errors.type'));
        continue;
      }
      if (file.size > APPLICATION_IMAGE_MAX_BYTES) {
        setError(t('promotions.apply.errors.size'));
        continue;
      }
      if (next.length >= APPLICATION_IMAGES_MAX) {
        setError(t('promotions.apply.errors.count', { max: APPLICATION_IMAGES_MAX }));
        break;
      }
      next.push(file);
    }
    setImages(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '' && images.length === 0) {
      setError(t('promotions.apply.errors.empty'));
      return;
    }
    setError(null);
    onSubmit(comment.trim(), images);
  };

  const shown = error ?? serverError;
  return (
    <form className="promo-apply" onSubmit={submit} data-testid="promotion-apply-form" noValidate>
      <div className="promo-apply__field">
        <label htmlFor={`${id}-comment`} className="promo-apply__label">
          {t('promotions.apply.comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          className="promo-apply__comment"
          value={comment}
          maxLength={APPLICATION_COMMENT_MAX}
          rows={3}
          placeholder={t('promotions.apply.placeholder')}
          onChange={(event) => setComment(event.target.value.slice(0, APPLICATION_COMMENT_MAX))}
          data-testid="promotion-apply-comment"
        />
        <span className="promo-apply__counter" aria-live="polite" data-testid="promotion-apply-counter">
          {t('promotions.apply.counter', { count: comment.length, max: APPLICATION_COMMENT_MAX })}
        </span>
      </div>

      <div className="promo-apply__field">
        <span className="promo-apply__label">
          {t('promotions.apply.images', { max: APPLICATION_IMAGES_MAX })}
        </span>
        <div className="promo-apply__images">
          {images.map((file, index) => (
            <figure
              key={`${file.name}-${index}`}
              className="promo-apply__preview"
              data-testid="promotion-apply-preview"
            >
              <img src={previews[index]} alt={file.name} width={88} height={88} />
              <button
                type="button"
                className="promo-apply__remove"
                aria-label={t('promotions.apply.remove', { name: file.name })}
                onClick={() => setImages(images.filter((_, at) => at !== index))}
              >
                <CloseIcon size={14} />
              </button>
            </figure>
          ))}
          {images.length < APPLICATION_IMAGES_MAX ? (
            <button
              type="button"
              className="promo-apply__add"
              onClick={() => inputRef.current?.click()}
              data-testid="promotion-apply-add"
            >
              <UploadIcon size={20} />
              <span>{t('promotions.apply.add')}</span>
            </button>
          ) : null}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          hidden
          onChange={onFiles}
          data-testid="promotion-apply-input"
        />
        <span className="promo-apply__hint">{t('promotions.apply.hint')}</span>
      </div>

      {shown ? (
        <p className="promo-apply__error" role="alert" data-testid="promotion-apply-error">
          {shown}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--lg promo-apply__submit"
        disabled={busy}
        data-testid="promotion-apply-submit"
      >
        {busy ? t('promotions.apply.sending') : t('promotions.apply.submit')}
      </button>
    </form>
  );
}
