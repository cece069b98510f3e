import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's first screen (index.html's shell, styled by the stylesheet) paints before the scripts are
 * fetched: the built page asks for the entry and its static imports one frame after that paint, instead
 * of while it parses, so on a slow phone network the stylesheet and the first banner do not share the line
 * with ~170 KB of JavaScript. The imports are preloaded together with the entry (no waterfall); a hidden
 * tab, where frames do not run, starts after 200 ms.
 */
export function loadScriptsAfterFirstPaint(): Plugin {
  return {
    name: 'platform:load-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('index.html: the entry <script type="module"> was not found');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
        const loader = [
          `const scripts=${JSON.stringify(preloads)};`,
          'let started=false;',
          'const start=()=>{if(started)return;started=true;',
          "for(const href of scripts){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}",
          `import(${JSON.stringify(entry)})};`,
          'requestAnimationFrame(()=>setTimeout(start));setTimeout(start,200);',
        ].join('');
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, `<script type="module">${loader}</script>\n    `);
      },
    },
  };
}
