import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TLotteryDraw, TLotteryKind } from '@platform/contracts/lottery';
import { drawKeyOf } from '@platform/contracts/lottery-fairness';
import { QueryState } from '../../../components/ui/query-state';
import { PageHeader } from '../../../components/ui/page-header';
import { ShieldIcon } from '../../../components/ui/icons';
import { useLotteryDraw } from '../api/get-lottery-draw';
import { useLotteryDraws } from '../api/get-lottery-draws';
import { useLotteryHall } from '../api/get-lottery-hall';
import { lotteryPageOfVassalage } from '../utils/pages';
import { verifyDraw, type TVerifyOutcome } from '../utils/verify-draw';
import { ResultBoard } from './result-board';
import '../lottery.css';

/**
 * /lotteryVerify?drawId= (or ?gameCode=&numero=): recomputes a house draw from its published seed in the
 * browser and says whether the seed gives the committed hash and the published numbers.
 */
export function LotteryVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const drawId = (search.get('drawId') ?? '').trim().slice(0, 40);
  const gameCode = (search.get('gameCode') ?? '').trim().slice(0, 64);
  const numero = (search.get('numero') ?? '').trim().slice(0, 40);
  return (
    <section className="page lottery lottery-verify" data-testid="lottery-verify-page">
      <PageHeader title={t('lottery.pages.verify')} icon={<ShieldIcon />} />
      <p className="lottery-verify__intro">{t('lottery.verify.intro')}</p>
      {drawId ? <ByDrawId drawId={drawId} /> : <ByNumero gameCode={gameCode} numero={numero} />}
    </section>
  );
}

function ByDrawId({ drawId }: { drawId: string }) {
  const draw = useLotteryDraw(drawId);
  if (!draw.data) return <QueryState error={draw.error} onRetry={() => void draw.refetch()} />;
  return <WithKind gameCode={draw.data.gameCode} draw={draw.data} numero={draw.data.numero} />;
}

function ByNumero({ gameCode, numero }: { gameCode: string; numero: string }) {
  const draws = useLotteryDraws(gameCode, 1);
  if (gameCode && !draws.data && !draws.error) return <QueryState error={null} onRetry={() => undefined} />;
  const draw = draws.data?.list.find((entry) => entry.numero === numero) ?? null;
  return <WithKind gameCode={gameCode} draw={draw} numero={numero} />;
}

function WithKind({
  gameCode,
  draw,
  numero,
}: {
  gameCode: string;
  draw: TLotteryDraw | null;
  numero: string;
}) {
  const hall = useLotteryHall(gameCode, undefined);
  if (gameCode && !hall.data) return <QueryState error={hall.error} onRetry={() => void hall.refetch()} />;
  return (
    <VerifyForm
      key={`${gameCode}:${draw?.drawId ?? numero}`}
      gameCode={gameCode}
      kind={hall.data?.game.kind ?? null}
      gameName={hall.data?.game.name ?? gameCode}
      backTo={
        hall.data
          ? `/${lotteryPageOfVassalage(hall.data.game.vassalage)}?${new URLSearchParams({ gameCode })}`
          : null
      }
      draw={draw}
      numero={numero}
    />
  );
}

type TAsked = { numero: string; seed: string; seedHash: string };

type TVerifyFormProps = {
  gameCode: string;
  kind: TLotteryKind | null;
  gameName: string;
  backTo: string | null;
  draw: TLotteryDraw | null;
  numero: string;
};

function VerifyForm({ gameCode, kind, gameName, backTo, draw, numero: initialNumero }: TVerifyFormProps) {
  const { t } = useTranslation();
  const [numero, setNumero] = useState(draw?.numero ?? initialNumero);
  const [seed, setSeed] = useState(draw?.seed ?? '');
  const [seedHash, setSeedHash] = useState(draw?.seedHash ?? '');
  // What is being verified: a published seed verifies itself as the page opens.
  const [asked, setAsked] = useState<TAsked | null>(
    draw?.seed ? { numero: draw.numero, seed: draw.seed, seedHash: draw.seedHash ?? '' } : null,
  );
  const published = draw && asked && draw.numero === asked.numero ? draw.result : null;
  const check = useQuery({
    queryKey: ['lottery', 'verify', kind, gameCode, asked, published],
    queryFn: () =>
      verifyDraw({
        kind: kind!,
        gameCode,
        numero: asked!.numero,
        seedHex: asked!.seed,
        seedHash: asked!.seedHash || null,
        result: published,
      }),
    enabled: kind !== null && asked !== null,
    staleTime: Infinity,
    retry: false,
  });
  const busy = check.isFetching;

  return (
    <div className="lottery-verify__body">
      <form
        className="card lottery-verify__form"
        onSubmit={(event) => {
          event.preventDefault();
          setAsked({ numero, seed, seedHash });
        }}
      >
        <p className="lottery-verify__game">
          <span>{t('lottery.verify.game')}</span>{' '}
          <strong data-testid="lottery-verify-game">{gameName}</strong>
        </p>
        {draw && draw.status !== 'DRAWN' && draw.status !== 'SETTLED' ? (
          <p className="lottery-verify__note" data-testid="lottery-verify-not-drawn">
            {t('lottery.verify.notDrawn')}
          </p>
        ) : null}
        {draw?.resultSource && draw.resultSource !== 'HOUSE' ? (
          <p className="lottery-verify__note">{t('lottery.verify.notHouse')}</p>
        ) : null}
        <label className="lottery-slip__field">
          <span>{t('lottery.verify.numero')}</span>
          <input
            className="input"
            value={numero}
            onChange={(event) => setNumero(event.target.value.trim())}
            data-testid="lottery-verify-numero"
          />
        </label>
        <label className="lottery-slip__field">
          <span>{t('lottery.verify.seed')}</span>
          <input
            className="input lottery-verify__mono"
            value={seed}
            spellCheck={false}
            onChange={(event) => setSeed(event.target.value.trim())}
            data-testid="lottery-verify-seed"
          />
        </label>
        <label className="lottery-slip__field">
          <span>{t('lottery.verify.seedHash')}</span>
          <input
            className="input lottery-verify__mono"
            value={seedHash}
            spellCheck={false}
            onChange={(event) => setSeedHash(event.target.value.trim())}
            data-testid="lottery-verify-hash"
          />
        </label>
        <p className="lottery-verify__algorithm">
          {t('lottery.verify.algorithm', { key: drawKeyOf(gameCode, numero) })}
        </p>
        <div className="lottery-slip__actions">
          {backTo ? (
            <Link className="button button--ghost" to={backTo}>
              {t('lottery.verify.back')}
            </Link>
          ) : null}
          <button
            type="submit"
            className="button button--primary"
            disabled={busy || !kind || !seed}
            data-testid="lottery-verify-submit"
          >
            {busy ? t('lottery.verify.computing') : t('lottery.verify.submit')}
          </button>
        </div>
      </form>
      {check.isError ? (
        <p className="form__error" role="alert">
          {t('lottery.verify.failed')}
        </p>
      ) : null}
      {check.data && !busy ? <Outcome outcome={check.data} published={published} /> : null}
    </div>
  );
}

function Verdict({ ok, yes, no, testId }: { ok: boolean; yes: string; no: string; testId: string }) {
  return (
    <p className={`lottery-verdict ${ok ? 'is-match' : 'is-mismatch'}`} data-testid={testId} data-match={ok}>
      {ok ? yes : no}
    </p>
  );
}

function Outcome({ outcome, published }: { outcome: TVerifyOutcome; published: TLotteryDraw['result'] }) {
  const { t } = useTranslation();
  if (!outcome.ok) {
    return (
      <p className="form__error" role="alert" data-testid="lottery-verify-seed-invalid">
        {t('lottery.verify.seedInvalid')}
      </p>
    );
  }
  return (
    <div className="card lottery-verify__outcome" data-testid="lottery-verify-outcome" aria-live="polite">
      <p className="lottery-verify__hash">
        <span>{t('lottery.verify.computedHash')}</span> <code>{outcome.hash}</code>
      </p>
      {outcome.hashMatches !== null ? (
        <Verdict
          ok={outcome.hashMatches}
          yes={t('lottery.verify.hashMatch')}
          no={t('lottery.verify.hashNoMatch')}
          testId="lottery-verify-hash-status"
        />
      ) : null}
      {outcome.resultMatches !== null ? (
        <Verdict
          ok={outcome.resultMatches}
          yes={t('lottery.verify.resultMatch')}
          no={t('lottery.verify.resultNoMatch')}
          testId="lottery-verify-result-status"
        />
      ) : null}
      <div className="lottery-verify__boards">
        <div>
          <h3 className="lottery-verify__board-title">{t('lottery.verify.computed')}</h3>
          <ResultBoard result={outcome.computed} testId="lottery-verify-computed" />
        </div>
        {published ? (
          <div>
            <h3 className="lottery-verify__board-title">{t('lottery.verify.published')}</h3>
            <ResultBoard result={published} testId="lottery-verify-published" />
          </div>
        ) : null}
      </div>
    </div>
  );
}
