import { useEffect, useRef, useState, type ReactNode } from 'react';

type TMountWhenNearProps = {
  children: ReactNode;
  /** Shown until the block comes near the viewport: the block's loading state, so nothing moves. */
  placeholder: ReactNode;
  /** How far below (or above) the viewport the block starts to mount. */
  rootMargin?: string;
};

/**
 * Mounts a block below the fold only when it comes near the viewport (IntersectionObserver), so the first
 * render of a long page sets up what the visitor sees and not every slider below it. Without
 * IntersectionObserver the block mounts at once.
 */
export function MountWhenNear({ children, placeholder, rootMargin = '600px 0px' }: TMountWhenNearProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near) return children;
  return (
    <div ref={ref} className="mount-when-near">
      {placeholder}
    </div>
  );
}
