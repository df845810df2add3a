import { type CSSProperties } from 'react';
import { type WalletKitTheme } from '../components/walletKit';

const cssVariables: Record<keyof WalletKitTheme, string> = {
  accentColor: '--wk-accent',
  accentColorForeground: '--wk-accent-foreground',
  modalBackground: '--wk-modal-background',
  modalText: '--wk-modal-text',
  modalTextSecondary: '--wk-modal-text-secondary',
  radius: '--wk-radius',
};

/**
 * The theme as CSS custom properties, set through the style object (no inline `<style>` tag, so a strict CSP
 * needs no 'unsafe-inline' — an open issue of the kit's). Characters that could end a declaration are stripped.
 */
export function themeStyle(theme: WalletKitTheme | null): CSSProperties | undefined {
  if (!theme) return undefined;
  const style: Record<string, string> = {};
  for (const [key, variable] of Object.entries(cssVariables) as [keyof WalletKitTheme, string][]) {
    const value = theme[key];
    if (typeof value === 'string' && value.length > 0) style[variable] = value.replace(/[:;{}<>/\\]/g, '');
  }
  return style as CSSProperties;
}
