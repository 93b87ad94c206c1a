export {
  CommandPalette,
  type CommandPaletteItem,
  type CommandPaletteProps,
  type CommandPaletteSection,
} from './CommandPalette.tsx';
