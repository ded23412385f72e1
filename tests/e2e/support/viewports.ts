/** A laptop and a phone: the two screens the layout-sensitive tests run at. */
export const DESKTOP_AND_PHONE = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;
