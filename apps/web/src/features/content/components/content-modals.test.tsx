import { act, render, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../stores/app-store';
import { makeMember, makeStatus, pageOf } from '../../../test/fixtures';
import { fail, ok, replies, type TApiCall, type TApiRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { announcement, makePayload } from '../test/fixtures';
import { AppQrCode } from './app-qr-code';

const ANNOUNCEMENTS = 'GET /wps/relay/MCSFE_getListAnnouncements';
const FEEDBACK = 'PUT /wps/feedback';
const CAPTCHA = 'GET /wps/captcha';
const HELP = 'GET /wps/system/helpCenter';

const captcha = (n = 1) =>
  ok({ captchaId: `cap-${n}`, image: 'data:image/svg+xml,<svg/>', expiresInSeconds: 120 });

/** 20 announcements, served 9 per page as the server does. */
function announcementPages(call: TApiCall) {
  const pageNo = Number(call.query.get('pageNo'));
  const pageSize = Number(call.query.get('pageSize'));
  const all = Array.from({ length: 20 }, (_, i) => announcement(i + 1));
  return ok(
    pageOf(all.slice((pageNo - 1) * pageSize, pageNo * pageSize), {
      pageNum: pageNo,
      pageSize,
      totalElements: 20,
    }),
  );
}

/** Types a long text the fast way (a paste), as a person pasting it would. */
async function fill(user: ReturnType<typeof renderApp>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const base = (extra: TApiRoutes = {}): TApiRoutes => ({
  'GET /wps/content/notices': ok(makePayload()),
  [CAPTCHA]: captcha(),
  ...extra,
});

describe('announcements popup', () => {
  it('lists 9 per page with an HTML detail pane and pages through the rest', async () => {
    const { user, callsTo } = renderApp(
      '/promotions',
      makeStatus(),
      base({ [ANNOUNCEMENTS]: announcementPages }),
    );
    await user.click(await screen.findByTestId('side-menu-announcements'));
    const modal = await screen.findByTestId('announcements-modal');
    await waitFor(() => expect(within(modal).getAllByTestId('announcements-item')).toHaveLength(9));
    expect(callsTo(ANNOUNCEMENTS)[0]?.query.get('pageSize')).toBe('9');
    expect(within(modal).getByTestId('announcements-detail')).toHaveTextContent('Contenido del anuncio 1');
    expect(within(modal).getByTestId('announcements-pager-status')).toHaveTextContent('1');

    await user.click(within(modal).getAllByTestId('announcements-item')[4]!);
    expect(within(modal).getByTestId('announcements-detail')).toHaveTextContent('Contenido del anuncio 5');

    await user.click(within(modal).getByTestId('announcements-pager-next'));
    await waitFor(() =>
      expect(within(modal).getAllByTestId('announcements-item')[0]).toHaveTextContent('Anuncio 10'),
    );
    expect(callsTo(ANNOUNCEMENTS).at(-1)?.query.get('pageNo')).toBe('2');
    await user.click(within(modal).getByTestId('announcements-pager-next'));
    await waitFor(() => expect(within(modal).getAllByTestId('announcements-item')).toHaveLength(2));
    expect(within(modal).getByTestId('announcements-pager-next')).toBeDisabled();
  });

  it('dates an announcement by the brand calendar (GMT-6) as dd/mm/aaaa, whatever the browser', async () => {
    const lateNight = { ...announcement(1), publishedAt: '2026-03-01T03:00:00.000Z' };
    const { user } = renderApp(
      '/promotions',
      makeStatus(),
      base({ [ANNOUNCEMENTS]: ok(pageOf([lateNight], { pageSize: 9 })) }),
    );
    await user.click(await screen.findByTestId('side-menu-announcements'));
    const modal = await screen.findByTestId('announcements-modal');
    await waitFor(() =>
      expect(within(modal).getByTestId('announcements-item')).toHaveTextContent('28/02/2026'),
    );
  });

  it('renders operator HTML without anything that could run script', async () => {
    const hostile = {
      ...announcement(1),
      content:
        '<p>Hola</p><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">clic</a><script>alert(3)</script>',
    };
    const { user } = renderApp(
      '/promotions',
      makeStatus(),
      base({ [ANNOUNCEMENTS]: ok(pageOf([hostile], { pageSize: 9 })) }),
    );
    await user.click(await screen.findByTestId('side-menu-announcements'));
    const detail = await screen.findByTestId('announcements-detail');
    expect(detail).toHaveTextContent('Hola');
    expect(detail.querySelector('script')).toBeNull();
    expect(detail.querySelector('[onerror]')).toBeNull();
    expect(detail.querySelector('a')).not.toHaveAttribute('href');
  });
});

describe('feedback popup', () => {
  async function openFeedback(api: TApiRoutes = {}) {
    const view = renderApp('/promotions', makeStatus(), base(api));
    await view.user.click(await screen.findByTestId('side-menu-feedback'));
    const modal = await screen.findByTestId('feedback-modal');
    await waitFor(() => expect(within(modal).getByTestId('feedback-captcha-image')).toBeInTheDocument());
    return { ...view, modal };
  }

  it('a captcha that fails to load says why and offers a retry that brings it', async () => {
    const { user } = renderApp(
      '/promotions',
      makeStatus(),
      base({
        [CAPTCHA]: replies(fail('THROTTLED', 'Demasiadas solicitudes, espere un momento.'), captcha(2)),
      }),
    );
    await user.click(await screen.findByTestId('side-menu-feedback'));
    const modal = await screen.findByTestId('feedback-modal');
    expect(await within(modal).findByTestId('feedback-captcha-failed')).toHaveTextContent(
      'No se pudo cargar el captcha: Demasiadas solicitudes, espere un momento.',
    );
    await user.click(within(modal).getByTestId('feedback-captcha-retry'));
    expect(await within(modal).findByTestId('feedback-captcha-image')).toBeInTheDocument();
    expect(within(modal).queryByTestId('feedback-captcha-failed')).not.toBeInTheDocument();
  });

  it('lists every empty field in one warning, in Spanish and in English', { timeout: 15_000 }, async () => {
    const { user, modal, callsTo } = await openFeedback();
    await user.click(within(modal).getByTestId('feedback-submit'));
    expect(within(modal).getByTestId('feedback-warning')).toHaveTextContent(
      'Los campos Tipo de pregunta, Descripción, Contacto y Código captcha están vacíos.',
    );
    await user.selectOptions(within(modal).getByTestId('feedback-type'), '2');
    await fill(
      user,
      within(modal).getByTestId('feedback-content'),
      'Mi retiro del lunes no ha llegado a mi cuenta.',
    );
    await user.type(within(modal).getByTestId('feedback-sender'), 'ana@example.com');
    // The warning follows the fields as they are filled, before the next submit.
    expect(within(modal).getByTestId('feedback-warning')).toHaveTextContent(
      'El campo Código captcha está vacío.',
    );
    await user.click(within(modal).getByTestId('feedback-submit'));
    expect(within(modal).getByTestId('feedback-warning')).toHaveTextContent(
      'El campo Código captcha está vacío.',
    );

    await act(() => i18n.changeLanguage('en'));
    await user.clear(within(modal).getByTestId('feedback-content'));
    await user.click(within(modal).getByTestId('feedback-submit'));
    expect(within(modal).getByTestId('feedback-warning')).toHaveTextContent(
      'Description and Captcha code are empty.',
    );
    await user.type(within(modal).getByTestId('feedback-captcha'), 'abcd');
    expect(within(modal).getByTestId('feedback-warning')).toHaveTextContent('Description is empty.');
    expect(callsTo(FEEDBACK)).toHaveLength(0);
  });

  it('counts characters out of 200 and refuses a description under 20 or over 200 characters', async () => {
    const { user, modal, callsTo } = await openFeedback();
    const content = within(modal).getByTestId('feedback-content');
    await user.type(content, 'Muy corto');
    expect(within(modal).getByTestId('feedback-counter')).toHaveTextContent('9/200');
    await user.selectOptions(within(modal).getByTestId('feedback-type'), '3');
    await user.type(within(modal).getByTestId('feedback-sender'), 'ana@example.com');
    await user.type(within(modal).getByTestId('feedback-captcha'), 'abcd');
    await user.click(within(modal).getByTestId('feedback-submit'));
    expect(within(modal).getByTestId('feedback-content-error')).toHaveTextContent(
      'La descripción debe tener al menos 20 caracteres.',
    );
    await user.clear(content);
    await user.click(content);
    await user.paste('x'.repeat(201));
    expect(within(modal).getByTestId('feedback-counter')).toHaveTextContent('201/200');
    await user.click(within(modal).getByTestId('feedback-submit'));
    expect(within(modal).getByTestId('feedback-content-error')).toHaveTextContent(
      'como máximo 200 caracteres',
    );
    expect(callsTo(FEEDBACK)).toHaveLength(0);
  });

  it(
    'sends type, description and captcha; shows the server’s refusal, then the thank-you state',
    { timeout: 15_000 },
    async () => {
      let attempt = 0;
      let captchas = 0;
      const { user, modal, callsTo } = await openFeedback({
        [CAPTCHA]: () => {
          captchas += 1;
          return captcha(captchas);
        },
        [FEEDBACK]: () => {
          attempt += 1;
          return attempt === 1
            ? fail('CAPTCHA_INVALID', 'El código captcha no es correcto.')
            : ok({ id: '77', createdAt: '2026-03-01T12:00:00.000Z' });
        },
      });
      await user.selectOptions(within(modal).getByTestId('feedback-type'), '6');
      await fill(
        user,
        within(modal).getByTestId('feedback-content'),
        'Quisiera ser agente de la marca en Jalisco.',
      );
      await user.type(within(modal).getByTestId('feedback-sender'), '+52 33 1234 5678');
      await user.type(within(modal).getByTestId('feedback-captcha'), 'zzzz');
      await user.click(within(modal).getByTestId('feedback-submit'));
      expect(await within(modal).findByTestId('feedback-captcha-error')).toHaveTextContent(
        'El código captcha no es correcto.',
      );
      expect(within(modal).getByTestId('feedback-captcha')).toHaveValue('');

      await user.type(within(modal).getByTestId('feedback-captcha'), 'abcd');
      await user.click(within(modal).getByTestId('feedback-submit'));
      expect(await screen.findByTestId('feedback-success')).toHaveTextContent(
        '¡Gracias por sus comentarios!',
      );
      const sent = callsTo(FEEDBACK);
      expect(sent[0]?.body).toMatchObject({ type: 6, captcha: 'zzzz', captchaId: 'cap-1' });
      expect(sent[1]?.body).toEqual({
        type: 6,
        content: 'Quisiera ser agente de la marca en Jalisco.',
        sender: '+52 33 1234 5678',
        captcha: 'abcd',
        captchaId: 'cap-2',
      });
    },
  );

  it('does not ask a member how to reach them', async () => {
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    const { modal } = await openFeedback({ 'GET /wps/member/info': ok(makeMember()) });
    await waitFor(() => expect(useAppStore.getState().isLogin).toBe(true));
    expect(within(modal).queryByTestId('feedback-sender')).not.toBeInTheDocument();
    expect(
      within(modal)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Seleccione un tipo',
      'Depósito',
      'Retiro',
      'Juego',
      'Atención al cliente',
      'Quiero ser agente',
      'Otros',
    ]);
  });
});

describe('help centre', () => {
  const help = (lang: string) => ({
    language: lang,
    termsArticleId: '3',
    categories: [
      {
        id: '1',
        title: lang === 'en' ? 'Deposits' : 'Depósitos',
        sequence: 1,
        articles: [
          {
            id: '2',
            title: lang === 'en' ? 'How do I deposit?' : '¿Cómo deposito?',
            content: '<p>SPEI</p>',
            anchor: 'deposits',
            sequence: 1,
          },
        ],
      },
      {
        id: '9',
        title: lang === 'en' ? 'Terms' : 'Términos',
        sequence: 2,
        articles: [
          {
            id: '3',
            title: lang === 'en' ? 'Terms and conditions' : 'Términos y condiciones',
            content: '<p>Mayores de 18.</p>',
            anchor: 'term',
            sequence: 1,
          },
        ],
      },
    ],
  });

  it('/help#term opens the terms article, and the help centre loads again in a new language', async () => {
    const { callsTo } = renderApp(
      '/help#term',
      makeStatus(),
      base({ [HELP]: (call) => ok(help(call.query.get('lang') ?? 'es')) }),
    );
    const modal = await screen.findByTestId('help-modal');
    const terms = await within(modal).findByTestId('help-article-term');
    expect(terms).toHaveAttribute('open');
    expect(terms).toHaveTextContent('Mayores de 18.');
    expect(callsTo(HELP)[0]?.query.get('device')).toBe('WEB');

    await act(() => i18n.changeLanguage('en'));
    await waitFor(() =>
      expect(within(modal).getByTestId('help-article-term')).toHaveTextContent('Terms and conditions'),
    );
    expect(within(modal).getByTestId('help-article-term')).toHaveTextContent('Mayores de 18.');
    expect(callsTo(HELP).map((call) => call.query.get('lang'))).toEqual(['es', 'en']);
  });
});

describe('app-download QR code', () => {
  it('says "code length overflow" when the address is too long for a code', async () => {
    render(<AppQrCode text={'x'.repeat(3000)} label="QR" testId="qr" />);
    expect(await screen.findByTestId('qr-error')).toHaveTextContent('el enlace es demasiado largo');
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByTestId('qr-error')).toHaveTextContent('Code length overflow');
  });

  it('says "Image load error" when the logo does not load', async () => {
    const context = { setTransform: vi.fn(), fillRect: vi.fn(), drawImage: vi.fn(), fillStyle: '' };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    );
    // jsdom loads no images: make every image fail as a missing file would.
    vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (this: HTMLImageElement) {
      setTimeout(() => this.onerror?.(new Event('error')));
    });
    await act(() => i18n.changeLanguage('en'));
    render(<AppQrCode text="https://fortuna.test/download?lang=en" label="QR" testId="qr" />);
    expect(await screen.findByTestId('qr-error')).toHaveTextContent('Image load error');
    expect(context.fillRect).toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('side-menu app download', () => {
  it('shows the iOS and Android codes on demand, encoding language and session token', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    sessionStorage.setItem('token', 'tok-1');
    useAppStore.setState({ token: 'tok-1' });
    const { user } = renderApp(
      '/promotions',
      makeStatus(),
      base({ 'GET /wps/member/info': ok(makeMember()) }),
    );
    const block = await screen.findByTestId('app-download');
    expect(within(block).queryByTestId('app-download-link')).not.toBeInTheDocument();
    await user.click(within(block).getByTestId('app-download-android'));
    const link = within(block).getByTestId('app-download-link');
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.pathname).toBe('/download');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lang: 'es', platform: 'android', token: 'tok-1' });
    expect(within(block).getByTestId('app-qr-android')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('the header entry opens the codes at the header size (120), and Escape closes it', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { user } = renderApp('/promotions', makeStatus(), base({}));
    await user.click(await screen.findByTestId('header-app-download'));
    const panel = screen.getByTestId('header-app-panel');
    await user.click(within(panel).getByTestId('app-download-ios'));
    const canvas = within(panel).getByTestId('app-qr-ios').querySelector('canvas');
    expect(canvas?.getAttribute('width')).toBe('120');
    expect(within(panel).getByTestId('app-download-link').getAttribute('href')).toContain('platform=ios');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('header-app-panel')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
