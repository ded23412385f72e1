import { type CarouselControl, startCarousel } from "./carousel";

// The file scripts/carousels.ts fetches: every carousel of the page starts at
// once (a few milliseconds each), and a press made while this file was on its
// way is carried out.
for (const region of document.querySelectorAll<HTMLElement>("[data-carousel]")) {
  const carousel = startCarousel(region);
  const pressed = region.dataset.pressed as CarouselControl | undefined;
  delete region.dataset.pressed;
  if (carousel && pressed) carousel.press(pressed);
}
