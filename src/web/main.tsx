import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router'
import { queryClient } from './lib/query-client'
import { prefetchMe } from './lib/session'
import { Screens } from './router'
import { DeferredToaster } from './ui/deferred-toaster'
import './styles.css'

function warmStorage() {
  try {
    window.localStorage.getItem('forjaads')
  } catch {
    // storage unavailable (private mode, blocked): nothing to load
  }
}

// The first script's work in tasks of their own, each a long task of the first render otherwise on a
// slow phone: the session request (a page's first fetch pays for its setup; the screens' start then
// finds it on its way), the first read of localStorage (the sidebar, the tools' preferences), a
// synchronous load from the browser process, then the first render (route matching, the screen's
// chunks and their modulepreload links: router.tsx).
setTimeout(() => prefetchMe(queryClient))
setTimeout(warmStorage)
setTimeout(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Screens />
        </BrowserRouter>
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>,
  )
})
