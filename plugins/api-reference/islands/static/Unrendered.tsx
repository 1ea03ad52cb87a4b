// Stands in, in the browser, for theme components every generated page imports but none renders (./index.ts checks).
export default function Unrendered(): null {
  return null;
}
