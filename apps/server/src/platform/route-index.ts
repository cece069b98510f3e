/**
 * The registered routes by path pattern, to tell "no such path" (404) from "path exists, other method"
 * (405 with an Allow header). Wildcard routes (static files, docs assets) are left out: they would make
 * every path look known.
 */
export type RouteIndex = {
  add(methods: string | string[], url: string): void;
  allowedMethods(path: string): string[];
};

function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

export function createRouteIndex(): RouteIndex {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  return {
    add(methods, url) {
      if (url.includes('*')) return;
      routes.push({ pattern: toPattern(url), methods: [methods].flat() });
    },
    allowedMethods(path) {
      const allowed = new Set<string>();
      for (const route of routes) if (route.pattern.test(path)) route.methods.forEach((m) => allowed.add(m));
      return [...allowed].sort();
    },
  };
}
