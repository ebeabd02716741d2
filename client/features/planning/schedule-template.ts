// The schedule CSV template (spec §3 columns) with two sample rows for the chosen date.
export const SCHEDULE_TEMPLATE_FILE = 'production_schedule_template.csv'
export const SCHEDULE_TEMPLATE_HEADER = 'line_id,product_id,scheduled_date,shift,planned_quantity,priority,notes'

export function scheduleTemplate(date: string): string {
  return (
    [SCHEDULE_TEMPLATE_HEADER, `1,1,${date},morning,1000,1,Sample entry`, `2,2,${date},afternoon,800,2,`].join('\n') +
    '\n'
  )
}
