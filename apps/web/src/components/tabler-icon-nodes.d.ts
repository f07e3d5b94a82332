/**
 * Each icon module of @tabler/icons-react exports its drawing beside the component (light-icon.tsx's
 * IconNode); the package's own types declare only the components.
 */
declare module '@tabler/icons-react/dist/esm/icons/*.mjs' {
  export const __iconNode: readonly (readonly [tag: string, attributes: Readonly<Record<string, string>>])[];
}
