import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page's first screen (index.html's shell, styled by the stylesheet) paints before the scripts are
 * fetched: the built page asks for the entry and its static imports once the browser reports that paint
 * (the paint timing's first entry, first-paint or first-contentful-paint, reported once the frame was
 * shown), instead of while it parses, so on a slow phone network the stylesheet and the first banner do
 * not share the line with ~170 KB of JavaScript. A frame's callback (the earlier way) runs before that
 * frame is shown: a headless Chromium showed the first paint 40–60 ms after it, with the entry already on
 * the line. Not only the contentful paint: a page whose first screen is only the shell's colours (the
 * member centre) has none until the app renders. The imports are preloaded together with the entry (no
 * waterfall). A browser without paint timing starts one frame after the paint; a hidden tab, which paints
 * nothing, at once; and if no paint is reported within a second, the scripts start anyway.
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
          "if(document.visibilityState==='hidden')start();",
          "else if(PerformanceObserver.supportedEntryTypes?.includes('paint'))",
          "new PerformanceObserver((list,observer)=>{if(list.getEntries().length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});",
          'else requestAnimationFrame(()=>setTimeout(start));',
          'setTimeout(start,1000);',
        ].join('');
        return html
          .replace(MODULE_PRELOAD, '')
          .replace(ENTRY_SCRIPT, `<script type="module">${loader}</script>\n    `);
      },
    },
  };
}
