// The report charts (@mantine/charts over recharts), in their own chunk: tickets per day by status, the
// downtime Pareto (vital few in red) and uptime per line.
import '@mantine/charts/styles.css'
import { BarChart } from '@mantine/charts'
import { chartHeight, type ChartData } from './chart-size'

export type ChartProps = ChartData & { labels: Record<string, string> }

const STATUS_COLORS = {
  open: 'blue.8',
  assigned: 'violet.8',
  in_progress: 'yellow.8',
  resolved: 'teal.8',
  closed: 'green.9',
} as const

export function ReportChart(props: ChartProps) {
  const { labels } = props
  if (props.kind === 'ticketsPerDay') {
    return (
      <BarChart
        h={chartHeight(props)}
        data={props.data}
        dataKey="day"
        type="stacked"
        withLegend
        series={Object.entries(STATUS_COLORS).map(([name, color]) => ({ name, color, label: labels[name] }))}
      />
    )
  }
  if (props.kind === 'pareto') {
    const data = props.data.map((p) => ({
      reason: p.key,
      vital: p.vitalFew ? p.minutes : 0,
      other: p.vitalFew ? 0 : p.minutes,
    }))
    return (
      <BarChart
        h={chartHeight(props)}
        data={data}
        dataKey="reason"
        orientation="vertical"
        yAxisProps={{ width: 220 }}
        type="stacked"
        withLegend
        series={[
          { name: 'vital', color: 'red.9', label: labels.vital },
          { name: 'other', color: 'gray.6', label: labels.other },
        ]}
      />
    )
  }
  const data = props.data.map((r) => ({
    line: r.lineName,
    running: r.runningMinutes,
    stopped: r.stoppedMinutes,
    maintenance: r.maintenanceMinutes,
    idle: r.idleMinutes,
  }))
  return (
    <BarChart
      h={chartHeight(props)}
      data={data}
      dataKey="line"
      orientation="vertical"
      yAxisProps={{ width: 140 }}
      type="percent"
      withLegend
      series={[
        { name: 'running', color: 'green.8', label: labels.running },
        { name: 'stopped', color: 'red.9', label: labels.stopped },
        { name: 'maintenance', color: 'yellow.8', label: labels.maintenance },
        { name: 'idle', color: 'gray.6', label: labels.idle },
      ]}
    />
  )
}
