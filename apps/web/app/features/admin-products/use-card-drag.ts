import { type DragEvent, useRef, useState } from "react";

const cardOf = (target: EventTarget) => (target as HTMLElement).closest<HTMLElement>("[data-image-id]");

/**
 * Reordering the pictures by dragging one onto another with a mouse (the arrow buttons do the same for keyboards
 * and touch). Only a drag that starts on a picture counts: text dragged out of an alt text field is left alone,
 * and files dropped here are not taken for a move.
 */
export function useCardDrag(onMove: (imageId: number, onto: number) => void, disabled: boolean) {
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    dragged.current = null;
    setOver(null);
  };
  return {
    /** The picture a dragged one would take the place of (for its outline). */
    over,
    handlers: {
      onDragStart(event: DragEvent<HTMLElement>) {
        const card = cardOf(event.target);
        if (disabled || !card || !(event.target as HTMLElement).closest(".image-card__picture")) return;
        dragged.current = Number(card.dataset.imageId);
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", card.dataset.imageId ?? "");
      },
      onDragOver(event: DragEvent<HTMLElement>) {
        const card = cardOf(event.target);
        if (dragged.current === null || !card) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(Number(card.dataset.imageId));
      },
      onDrop(event: DragEvent<HTMLElement>) {
        const card = cardOf(event.target);
        const id = dragged.current;
        end();
        if (id === null || !card) return;
        event.preventDefault();
        const onto = Number(card.dataset.imageId);
        if (onto !== id) onMove(id, onto);
      },
      onDragEnd: end,
    },
  };
}
