/**
 * Each icon module of @tabler/icons-react exports its component as the default, and its drawing beside
 * it (light-icon.tsx's IconNode); the package's own types declare only its index (icons.ts says why the
 * app imports the modules themselves).
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  const Icon: import('@tabler/icons-react').Icon;
  export default Icon;
  export const __iconNode: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}
