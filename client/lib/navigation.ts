// Lets non-React code (the API client) send the user somewhere; the router registers itself here.
type Navigate = (path: string) => void

let navigate: Navigate = (path) => window.location.assign(path)

export function setNavigator(fn: Navigate): () => void {
  const previous = navigate
  navigate = fn
  return () => {
    navigate = previous
  }
}

export function navigateTo(path: string): void {
  navigate(path)
}
