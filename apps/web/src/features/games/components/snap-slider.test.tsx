import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SliderArrows } from './home-lobby-nav';
import { SnapSlide, SnapSlider, useSnapSlider } from './snap-slider';

// jsdom lays nothing out: the slider's geometry is played here. Three 300px slides with a 16px gap.
const WIDTH = 300;
const PITCH = WIDTH + 16;
const geometry = { left: 0, width: WIDTH, scrollWidth: 3 * WIDTH + 2 * 16, pitch: PITCH, reads: 0 };
const GEOMETRY_PROPS = ['scrollLeft', 'clientWidth', 'scrollWidth', 'offsetLeft'] as const;
const originalScrollTo = Element.prototype.scrollTo;

// Like a browser: the scroll lands where asked (clamped) and a scroll event follows.
const scrollTo = vi.fn(function (this: HTMLElement, options: ScrollToOptions) {
  geometry.left = Math.min(Math.max(options.left ?? 0, 0), geometry.scrollWidth - geometry.width);
  this.dispatchEvent(new Event('scroll'));
});

beforeEach(() => {
  Object.assign(geometry, { left: 0, width: WIDTH, scrollWidth: 3 * WIDTH + 2 * 16, pitch: PITCH, reads: 0 });
  const values = {
    scrollLeft: () => geometry.left,
    clientWidth: () => geometry.width,
    scrollWidth: () => geometry.scrollWidth,
    // Slides side by side, one pitch apart.
    offsetLeft: (element: HTMLElement) =>
      Array.from(element.parentElement?.children ?? []).indexOf(element) * geometry.pitch,
  };
  for (const prop of GEOMETRY_PROPS) {
    Object.defineProperty(HTMLElement.prototype, prop, {
      configurable: true,
      get(this: HTMLElement) {
        geometry.reads += 1;
        return values[prop](this);
      },
    });
  }
  scrollTo.mockClear();
  Element.prototype.scrollTo = scrollTo as unknown as typeof Element.prototype.scrollTo;
});

afterEach(() => {
  for (const prop of GEOMETRY_PROPS) Reflect.deleteProperty(HTMLElement.prototype, prop);
  Element.prototype.scrollTo = originalScrollTo;
});

function Slider({ count, columns = false }: { count: number; columns?: boolean }) {
  const { nav, attach } = useSnapSlider(count);
  return (
    <>
      <SliderArrows nav={nav} label="Juegos" testId="arrows" />
      <SnapSlider ref={attach} columns={columns}>
        {Array.from({ length: count }, (_, index) => (
          <SnapSlide key={index} data-testid={`slide-${index}`} />
        ))}
      </SnapSlider>
    </>
  );
}

const prev = () => screen.getByTestId('arrows-prev');
const next = () => screen.getByTestId('arrows-next');

describe('snap slider', () => {
  it('moves one slide (width plus gap) per arrow and disables the arrow of the edge it reaches', async () => {
    render(<Slider count={3} />);
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();

    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'smooth' });
    await waitFor(() => expect(prev()).toBeEnabled());
    expect(next()).toBeEnabled();

    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * PITCH, behavior: 'smooth' });
    await waitFor(() => expect(next()).toBeDisabled());
    expect(prev()).toBeEnabled();

    fireEvent.click(prev());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'smooth' });
    await waitFor(() => expect(next()).toBeEnabled());
    expect(prev()).toBeEnabled();
  });

  it('moves one column per arrow when several are in view, stopping at the last full view', async () => {
    // A home row on a phone: six 100px columns, 10px apart, three in a 320px view.
    Object.assign(geometry, { width: 320, scrollWidth: 6 * 100 + 5 * 10, pitch: 110 });
    render(<Slider count={6} columns />);
    expect(screen.getByTestId('slide-0').parentElement).toHaveClass('snap-slider', 'snap-slider--columns');

    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 110, behavior: 'smooth' });
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 220, behavior: 'smooth' });
    fireEvent.click(next());
    // 330 is as far as the row scrolls: columns four to six in view.
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 330, behavior: 'smooth' });
    await waitFor(() => expect(next()).toBeDisabled());
    fireEvent.click(prev());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 220, behavior: 'smooth' });
  });

  it('follows swipes, counting a sub-pixel offset from an edge as the edge', async () => {
    render(<Slider count={3} />);
    const slider = screen.getByTestId('slide-0').parentElement as HTMLElement;

    geometry.left = 2 * PITCH - 0.6;
    fireEvent.scroll(slider);
    await waitFor(() => expect(next()).toBeDisabled());
    expect(prev()).toBeEnabled();

    geometry.left = 0.6;
    fireEvent.scroll(slider);
    await waitFor(() => expect(prev()).toBeDisabled());
    expect(next()).toBeEnabled();

    // From mid-way, the arrow goes on to the slide after the nearest one.
    geometry.left = PITCH - 40;
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * PITCH, behavior: 'smooth' });
  });

  it('jumps without animation when the visitor asks for less motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    render(<Slider count={3} />);
    fireEvent.click(next());
    expect(scrollTo).toHaveBeenLastCalledWith({ left: PITCH, behavior: 'auto' });
  });

  it('a single slide is at both edges', () => {
    geometry.scrollWidth = WIDTH;
    render(<Slider count={1} />);
    expect(prev()).toBeDisabled();
    expect(next()).toBeDisabled();
    fireEvent.click(next());
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('reads no geometry while mounting when a ResizeObserver can report it after layout', () => {
    let report: () => void = () => undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<Slider count={3} />);
    expect(geometry.reads).toBe(0);
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();

    // The view grew to hold all the slides: nothing is left to scroll to.
    geometry.width = geometry.scrollWidth;
    act(() => report());
    expect(next()).toBeDisabled();
  });
});
