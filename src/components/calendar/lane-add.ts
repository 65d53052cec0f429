/**
 * A keyboard way into the time grid, even on an empty week: each day lane holds one button, hidden
 * until it has focus, that opens the new-block dialog on that day. Without it, an empty week's
 * scrolling grid has nothing to tab to (axe: scrollable-region-focusable), and a keyboard user
 * could add a block only through quick add. FullCalendar owns the lane's element, so the button is
 * plain DOM, added when the lane mounts and removed when it unmounts.
 */
const CLASS = "rhythm-lane-add";

export function mountLaneAdd(lane: HTMLElement, label: string, onAdd: () => void): void {
  lane.querySelector(`:scope > .${CLASS}`)?.remove();
  const button = document.createElement("button");
  button.type = "button";
  button.className = CLASS;
  button.textContent = label;
  // The grid must not read the press as the start of a selection or a drag.
  button.addEventListener("pointerdown", (event) => event.stopPropagation());
  button.addEventListener("click", (event) => {
    event.stopPropagation();
    onAdd();
  });
  lane.append(button);
}

export function unmountLaneAdd(lane: HTMLElement): void {
  lane.querySelector(`:scope > .${CLASS}`)?.remove();
}
