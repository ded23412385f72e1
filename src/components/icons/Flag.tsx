/**
 * The flags of the countries the team works in, drawn as small inline SVGs
 * (3:2, a few hundred bytes each) so a location is recognised at a glance.
 * Decorative: the country's name is always written beside its flag.
 */
const flags = {
  CH: (
    <>
      <rect width="30" height="20" fill="#da291c" />
      <path d="M13 4h4v4.5h4.5v4H17V17h-4v-4.5H8.5v-4H13Z" fill="#fff" />
    </>
  ),
  DE: (
    <>
      <rect width="30" height="20" fill="#ffce00" />
      <rect width="30" height="13.33" fill="#dd0000" />
      <rect width="30" height="6.67" fill="#000" />
    </>
  ),
  TR: (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11.25" cy="10" r="5" fill="#fff" />
      <circle cx="12.5" cy="10" r="4" fill="#e30a17" />
      <path
        d="M18.10 10.00L16.63 10.53L16.58 12.09L15.62 10.86L14.12 11.29L15.00 10.00L14.12 8.71L15.62 9.14L16.58 7.91L16.63 9.47Z"
        fill="#fff"
      />
    </>
  ),
  CY: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path
        d="M8 8.6c1.6-.2 3.1-1 4.6-1.7 1.9-.8 4-1 6-1.4 1.4-.3 2.7-.9 4-1.5l-.6 1.2c-1 .8-2.3 1.1-3.4 1.8.9.6 1.6 1.4 1.3 2.4-.6 1.2-2.1 1.4-3.3 1.6-1.4.2-2.8.4-4.1 1-1 .4-2.2.3-3.1-.3C8.6 10.9 8 9.9 8 8.6Z"
        fill="#d57800"
      />
      <path
        d="M10 14.5c1.5 1 3.2 1.2 4.6 1.3M20 14.5c-1.5 1-3.2 1.2-4.6 1.3"
        fill="none"
        stroke="#4e5b31"
        strokeWidth="1.1"
        strokeLinecap="round"
      />
    </>
  ),
} as const;

export type CountryCode = keyof typeof flags;

export const countryCodes = Object.keys(flags) as [CountryCode, ...CountryCode[]];

export function Flag({ code, className }: { code: CountryCode; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 30 20"
      width="30"
      height="20"
      className={className}
    >
      {flags[code]}
    </svg>
  );
}
