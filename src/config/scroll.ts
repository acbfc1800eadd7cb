/** Scroll constants of spec section 9, in one place so behaviour and tests agree. */
export const FLOATING_BUTTONS_THRESHOLD_PX = 300;
export const SCROLL_DOWN_STEP_PX = 500;
export const CONTACT_SCROLL_DELAY_MS = 100;
export const CAREER_OPENINGS_OFFSET_PX = 250;
export const REFUND_ANCHOR_OFFSET_PX = 100;
export const LANGUAGE_MENU_CLOSE_DELAY_MS = 200;
/** Within this of the bottom a page counts as scrolled to its end (fractional scroll offsets). */
export const PAGE_END_TOLERANCE_PX = 2;
