/**
 * Moves focus to `element` when the keyboard's place was lost: the control the user pressed went away or
 * was disabled while its work ran, which leaves focus on the page's body.
 */
export const focusIfLost = (element: HTMLElement | null | undefined): void => {
  const active = document.activeElement;
  if (element && (!active || active === document.body)) element.focus();
};
