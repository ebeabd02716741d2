// The few jStat functions the maintenance model uses (jstat ships no types).
declare module 'jstat' {
  interface Distribution2 {
    cdf(x: number, a: number, b: number): number
    pdf(x: number, a: number, b: number): number
    mean(a: number, b: number): number
    median(a: number, b: number): number
    sample(a: number, b: number): number
  }
  interface JStat {
    weibull: Distribution2
    chisquare: { cdf(x: number, dof: number): number }
    gammafn(x: number): number
  }
  /** A CommonJS module: Node's ESM loader only offers its default export. */
  const jstat: { jStat: JStat }
  export default jstat
}
