// The interaction bench's floor (scripts/measure/bench-inp.ts): what a tap and a key press cost
// a page with no framework, on the same phone profile. A menu and an accordion each toggle one
// element; the text field is a plain input.
function toggle(button, target, labels) {
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    target.hidden = !open;
    if (labels) button.textContent = open ? labels.close : labels.open;
  });
}

toggle(document.getElementById('menu-button'), document.getElementById('menu'), {
  open: 'Open menu',
  close: 'Close menu',
});
toggle(document.getElementById('question'), document.getElementById('answer'));
