declare module 'parse-prometheus-text-format' {
  /** Prometheus text format -> prom2json's shape: one family per metric name. */
  export default function parsePrometheusTextFormat(text: string): {
    name: string;
    help: string;
    type: string;
    metrics: { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string }[];
  }[];
}
