import { useCardLabel } from '../hooks/use-card-label';
import { useTranslation } from 'react-i18next';
import { cardFace } from '../utils/cards';

type TPlayingCardProps = {
  /** The card 0–51, or null for a face-down card. */
  card: number | null;
  size?: 'sm' | 'lg';
  /** Dealt just now: flips in (not with reduced motion). */
  fresh?: boolean;
};

/** A playing card drawn with CSS: the rank and suit in two corners and a large suit pip, or the back. */
export function PlayingCard({ card, size = 'sm', fresh = false }: TPlayingCardProps) {
  const { t } = useTranslation();
  const label = useCardLabel();
  if (card === null) {
    return (
      <span
        className={`pvp-card pvp-card--${size} pvp-card--back`}
        role="img"
        aria-label={t('pvp.cards.faceDown')}
        data-testid="pvp-card-back"
      />
    );
  }
  const face = cardFace(card);
  return (
    <span
      className={`pvp-card pvp-card--${size}${face.red ? ' pvp-card--red' : ''}${fresh ? ' pvp-card--fresh' : ''}`}
      role="img"
      aria-label={label(card)}
      data-testid="pvp-card"
      data-card={card}
    >
      <span className="pvp-card__corner" aria-hidden="true">
        <span>{face.rankSymbol}</span>
        <span>{face.suitSymbol}</span>
      </span>
      <span className="pvp-card__pip" aria-hidden="true">
        {face.suitSymbol}
      </span>
    </span>
  );
}
