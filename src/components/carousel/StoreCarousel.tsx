import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
// The class's own module: its declarations (unlike the package's lib/types.d.ts) have the
// methods overridden below.
import Carousel from 'react-multi-carousel/lib/Carousel';
import CarouselItems from 'react-multi-carousel/lib/CarouselItems';
import type {
  CarouselInternalState,
  CarouselProps,
  ResponsiveType,
} from 'react-multi-carousel/lib/types';
import styled from 'styled-components';
import { media } from '@/theme/media';

interface FollowingProps extends CarouselProps {
  /** The store's position: the index of the first item in view. */
  position: number;
  /** The items the store counts; children past them repeat the first ones (see `follow`). */
  count: number;
  /** The accessible name of the list the items are in. */
  label?: string;
  /** How long one step slides, in ms. */
  transitionMs: number;
}

type ItemsProps = Parameters<typeof CarouselItems>[0];

/** How long after a slide onto the loop's copies the jump back comes, past the slide's end. */
const SNAP_MARGIN_MS = 100;
type ItemElement = ReactElement<{ 'aria-hidden'?: string; inert?: boolean; style?: object }>;
type ElementWithChildren = ReactElement<{ children?: ReactNode }>;

/** `node` with the first <ul> in it (the library's track) given `attributes`. */
function onTrack(node: ReactNode, attributes: Record<string, string | undefined>): ReactNode {
  if (!isValidElement(node)) return node;
  const element = node as ElementWithChildren;
  if (element.type === 'ul') return cloneElement(element, attributes);
  const { children } = element.props;
  if (children === undefined) return element;
  const list = Children.toArray(children);
  return cloneElement(element, undefined, ...list.map((child) => onTrack(child, attributes)));
}

/**
 * react-multi-carousel as a view of the store: it shows the store's position, and nothing but
 * the store moves it (its own arrows, keys, drag, swipe and autoplay are off; the caller's
 * buttons and swipe dispatch). After every change of its props or of its own state (mounting,
 * measuring, a resize) it compares itself with the position and catches up with `goToSlide`.
 *
 * - The instance's `goToSlide` is throttled for `transitionDuration` (400 ms by default,
 *   utils/throttle.js): a call inside that window is dropped, not queued, so a second tap or a
 *   Redux DevTools jump would leave it on the old slide. It calls the library's own method
 *   (`super.goToSlide`), the one the throttle wraps; that one refuses only while the throttled
 *   wrappers have set `isInThrottle`, and none of them is ever called here.
 * - Nothing here uses the library's timers that live on the class (`Carousel.transformTimeout`,
 *   `afterChangeTimeout`…, which any instance's unmount clears, whoever set them): no
 *   `infinite`, `autoPlay` or `afterChange`. The loop of the partner logos is done with copies
 *   of the first items and one timer per instance (`snapBack`).
 * - Server-side (`ssr`, `deviceType`) it renders its items before it can measure them; the
 *   constructor starts it at the store's position and the server view's item count, so that
 *   its `aria-hidden` (and our `inert`) are right in the prerendered HTML already, and CSS lays
 *   them out until it measures (`measured`).
 */
class FollowingCarousel extends Carousel {
  declare props: Readonly<FollowingProps>;

  /** The jump back from the copies to the items they repeat, once a step onto them slid. */
  private snapBack: number | undefined;

  constructor(props: FollowingProps) {
    super(props);
    const view = props.deviceType === undefined ? undefined : props.responsive[props.deviceType];
    this.state = { ...this.state, currentSlide: props.position, slidesToShow: view?.items ?? 0 };
  }

  override componentDidMount(): void {
    super.componentDidMount();
    this.follow(false);
  }

  override componentDidUpdate(prevProps: FollowingProps, prevState: CarouselInternalState): void {
    super.componentDidUpdate(prevProps, prevState);
    // A new position slides there; a measure, a resize or a mount puts it there at once.
    this.follow(prevProps.position !== this.props.position);
  }

  override componentWillUnmount(): void {
    super.componentWillUnmount();
    window.clearTimeout(this.snapBack);
  }

  /**
   * Catches up with the store. Positions are the store's modulo `count`: from the last item,
   * a step to the first slides on to the copies after it (the same pictures), and once that
   * slide is over it jumps back to the originals, where nobody sees a change.
   */
  private follow(slide: boolean): void {
    const { position, count } = this.props;
    const { currentSlide, itemWidth, transform, totalItems } = this.state;
    if (currentSlide % count !== position) {
      const onward = totalItems > count && position === 0 && currentSlide === count - 1;
      super.goToSlide(onward ? count : position, true, slide);
    } else if (itemWidth > 0 && transform !== -itemWidth * currentSlide) {
      // Measured (or re-measured after a resize) at a position other than the first.
      super.goToSlide(currentSlide, true, false);
    } else if (currentSlide >= count && this.snapBack === undefined) {
      // The slide starts with the next frame: a frame's margin, so it has ended by then.
      this.snapBack = window.setTimeout(() => {
        this.snapBack = undefined;
        const { currentSlide: now } = this.state;
        if (now >= this.props.count) super.goToSlide(now - this.props.count, true, false);
      }, this.props.transitionMs + SNAP_MARGIN_MS);
    }
  }

  /** Its items as the library renders them, those it marks hidden also `inert`. */
  override renderCarouselItems(): ReactElement {
    const element = super.renderCarouselItems() as ReactElement<ItemsProps>;
    const rendered = CarouselItems(element.props) as ReactElement<{
      children: ItemElement[];
    }> | null;
    const items = rendered ? Children.toArray(rendered.props.children) : [];
    return (
      <>
        {items.map((item) => {
          const li = item as ItemElement;
          const inert = li.props['aria-hidden'] === 'true';
          return cloneElement(li, this.measured() ? { inert } : { inert, style: undefined });
        })}
      </>
    );
  }

  /**
   * Whether it has measured its width (and so sized its items in pixels). Until then the
   * library would lay items out with `style` attributes in percentages of the server's view
   * (`ssr`, `deviceType`); they are left out, and the CSS below lays them out at every width,
   * so the prerendered HTML needs no hash of a style attribute in the CSP (D34), and nothing
   * moves when it measures.
   */
  private measured(): boolean {
    return this.state.itemWidth > 0;
  }

  override render(): ReactNode {
    const measured = this.measured();
    return onTrack(super.render(), {
      'aria-label': this.props.label,
      'data-measured': String(measured),
      ...(measured ? {} : { style: undefined }),
    });
  }
}

/** The widest a viewport gets, as the library's last breakpoint's `max`. */
export const ANY_WIDTH = 100_000;

/** Items per view as CSS, from the same breakpoints the library reads. */
function perViewRules(responsive: ResponsiveType): string {
  return Object.values(responsive)
    .map(({ breakpoint: { min, max }, items }) => {
      const range = [
        min > 0 ? `(min-width: ${min}px)` : '',
        max < ANY_WIDTH ? `(max-width: ${max}px)` : '',
      ].filter(Boolean);
      const rule = `--per-view: ${items};`;
      return range.length > 0 ? `@media ${range.join(' and ')} { ${rule} }` : rule;
    })
    .join('\n');
}

/**
 * The library's layout (its styles.css: a flex row in a clipping frame), here instead of its
 * file: a stylesheet of its own would be one more request before the first paint, and the CSP
 * allows styles by hash (styled-components' rules are in the page's hashed <style> and added
 * through the CSSOM). Its arrows, dots and their icon font are not used.
 */
const Styled = styled(FollowingCarousel)<{ $rules: string; $gap: string }>`
  ${({ $rules }) => $rules}
  position: relative;
  display: flex;
  align-items: center;
  overflow: hidden;
  /* The gap between items is their padding, half on each side; the frame is widened by it,
     so the items' content lines up with the page. */
  margin-inline: calc(${({ $gap }) => $gap} / -2);

  /* The track is as wide as the frame (so its box is where a finger touches it), its items
     keep the width the library gives them and overflow it, clipped by the frame. */
  & > ul {
    position: relative;
    display: flex;
    flex: 0 0 100%;
    min-width: 0;
    flex-direction: row;
    margin: 0;
    padding: 0;
    list-style: none;
    will-change: transform;
  }

  /* Measured, the library gives items a width in pixels and "flex: auto": they must not
     shrink into the track. */
  & > ul > li {
    position: relative;
    flex-shrink: 0 !important;
    min-width: 0;
    padding-inline: calc(${({ $gap }) => $gap} / 2);
  }

  /* Before it has measured: the views' item counts at every width, the first item in view. In
     a browser only the prerendered HTML is seen so (position 0): a mount measures before the
     first paint. */
  & > ul[data-measured='false'] > li {
    flex: 0 0 calc(100% / var(--per-view));
  }

  ${media.reducedMotion} {
    & > ul {
      transition: none !important;
    }
  }
`;

export interface StoreCarouselProps {
  position: number;
  count: number;
  /** Items per view by viewport width, widest first (the first is the server's). */
  responsive: ResponsiveType;
  label?: string;
  /** Space between items (a length); none by default. */
  gap?: string;
  transitionMs: number;
  children: ReactElement[];
}

/**
 * A carousel of react-multi-carousel that follows the store: `position` is the store's; the
 * caller's arrows, swipe and timer dispatch, and the carousel follows. Items out of view are
 * `aria-hidden` and `inert`. Its module (and the library) load with the page that uses it.
 */
export function StoreCarousel({
  responsive,
  gap = '0px',
  transitionMs,
  children,
  ...follow
}: StoreCarouselProps) {
  return (
    <Styled
      {...follow}
      $rules={perViewRules(responsive)}
      $gap={gap}
      responsive={responsive}
      deviceType={Object.keys(responsive)[0]}
      ssr
      arrows={false}
      swipeable={false}
      draggable={false}
      keyBoardControl={false}
      transitionMs={transitionMs}
      transitionDuration={transitionMs}
      customTransition={`transform ${transitionMs}ms ease-in-out`}
    >
      {children}
    </Styled>
  );
}
