import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GatewayMetrics } from '../../gateway/traffic/metrics/prometheus';
import { repoRoot } from '../../platform/paths';

/**
 * The operators' Prometheus and Grafana of docker-compose.yml: the scrape configuration passes
 * `promtool check config`, and every figure of the provisioned dashboard reads a metric the gateway
 * really exports (a renamed metric would otherwise leave an empty panel nobody notices).
 */
const deploy = join(repoRoot, 'deploy');

describe('the Prometheus configuration', () => {
  it('passes promtool check config, with its token file in place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'prometheus-'));
    try {
      const token = join(dir, 'metrics-token');
      writeFileSync(token, 'x'.repeat(32));
      const config = readFileSync(join(deploy, 'prometheus', 'prometheus.yml'), 'utf8');
      expect(config).toContain('credentials_file: /prometheus/metrics-token');
      writeFileSync(join(dir, 'prometheus.yml'), config.replace('/prometheus/metrics-token', token));
      const result = spawnSync('promtool', ['check', 'config', join(dir, 'prometheus.yml')], {
        encoding: 'utf8',
      });
      expect(result.stdout + result.stderr).toContain('SUCCESS');
      expect(result.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the Grafana dashboard', () => {
  it('shows the per-endpoint figures from metrics the gateway exports', async () => {
    const dashboard = JSON.parse(
      readFileSync(join(deploy, 'grafana', 'dashboards', 'commerce-gateway.json'), 'utf8'),
    ) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }> };
    const exported = new Set(
      (await new GatewayMetrics().registry.getMetricsAsJSON()).flatMap((metric) =>
        String(metric.type) === 'histogram'
          ? [`${metric.name}_bucket`, `${metric.name}_sum`, `${metric.name}_count`]
          : [metric.name],
      ),
    );
    const titles = dashboard.panels.map((panel) => panel.title);
    for (const figure of [
      'Requests per second',
      'Average latency',
      'P95',
      'P99',
      'Error rate',
      'Status codes',
      'client',
      'API key',
    ])
      expect(titles.some((title) => title.includes(figure))).toBe(true);
    for (const panel of dashboard.panels) {
      for (const target of panel.targets) {
        const used = target.expr.match(/gateway_[a-z_]+/g) ?? [];
        expect(used.length).toBeGreaterThan(0);
        for (const name of used) expect(exported, `${panel.title}: ${name}`).toContain(name);
      }
    }
  });
});
