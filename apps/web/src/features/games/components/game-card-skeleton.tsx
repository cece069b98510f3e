/** A grey stand-in of a game card while its data loads, the same size as the card. */
export function GameCardSkeleton() {
  return (
    <div className="game-card game-card--skeleton" aria-hidden="true">
      <span className="game-card__art skeleton" />
      <span className="game-card__body">
        <span className="skeleton skeleton--line" />
        <span className="skeleton skeleton--line skeleton--short" />
      </span>
    </div>
  );
}
