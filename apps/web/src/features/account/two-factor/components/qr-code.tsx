import { useEffect, useState } from 'react';

/**
 * A QR code drawn on the page, with no network: uqr (a few kB, no dependencies) is loaded only when this is drawn,
 * so no other page pays for it. Dark modules are one SVG path on a white square with the quiet zone the standard asks.
 */
export function QrCode({ value, label, size = 192 }: { value: string; label: string; size?: number }) {
  const [drawn, setDrawn] = useState<{ value: string; modules: number; path: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('uqr').then(({ encode }) => {
      if (cancelled) return;
      const { data, size: modules } = encode(value, { ecc: 'M', border: 0 });
      let path = '';
      data.forEach((row, y) => row.forEach((dark, x) => (path += dark ? `M${x} ${y}h1v1h-1z` : '')));
      setDrawn({ value, modules, path });
    });
    return () => {
      cancelled = true;
    };
  }, [value]);
  if (!drawn || drawn.value !== value) {
    return <div aria-hidden className="animate-pulse rounded-[8px] bg-raised" style={{ width: size, height: size }} />;
  }
  const quiet = 4;
  const box = drawn.modules + quiet * 2;
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`${-quiet} ${-quiet} ${box} ${box}`}
      shapeRendering="crispEdges"
      className="rounded-[8px]"
    >
      <rect x={-quiet} y={-quiet} width={box} height={box} fill="#fff" />
      <path d={drawn.path} fill="#000" />
    </svg>
  );
}
