import type { Config } from 'tailwindcss';

// Design tokens (docs/conventions.md, 'Look and feel'): green for action, saffron for warmth, stone for text,
// one colour per donation state used the same way everywhere.
export default {
  content: ['./index.html', './src/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#f0fdf4',
          100: '#dcfce7',
          200: '#bbf7d0',
          300: '#86efac',
          500: '#22c55e',
          600: '#16a34a',
          700: '#15803d',
          800: '#166534',
          900: '#14532d',
          950: '#052e16',
        },
        saffron: {
          50: '#fffbeb',
          100: '#fef3c7',
          200: '#fde68a',
          300: '#fcd34d',
          400: '#fbbf24',
          500: '#f59e0b',
          600: '#d97706',
          700: '#b45309',
          800: '#92400e',
        },
        paper: '#fafaf7',
        state: {
          offered: '#b45309',
          accepted: '#1d4ed8',
          picked: '#6d28d9',
          delivered: '#15803d',
          closed: '#57534e',
          expired: '#b91c1c',
        },
      },
      fontFamily: {
        sans: ['"Inter Variable"', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
      },
      borderRadius: { control: '8px', card: '16px' },
      maxWidth: { prose: '70ch' },
    },
  },
} satisfies Config;
