import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { queryClient } from './lib/query-client'
import { prefetchMe } from './lib/session'
import { createRouter } from './router'
import { DeferredToaster } from './ui/deferred-toaster'
import './styles.css'

function warmStorage(name: 'sessionStorage' | 'localStorage') {
  try {
    window[name].getItem('forjaads')
  } catch {
    // storage unavailable (private mode, blocked): nothing to load
  }
}

// The first script's work in tasks of their own, each a long task of the router's start otherwise on
// a slow phone: the session request (a page's first fetch pays for its setup; the router's loader then
// finds it on its way), the first reads of sessionStorage (React Router's, on start) and localStorage
// (the sidebar, the tools' preferences), each a synchronous load from the browser process, then the
// router's start (route matching, the screen's chunks and their modulepreload links) and first render.
setTimeout(() => prefetchMe(queryClient))
setTimeout(() => warmStorage('sessionStorage'))
setTimeout(() => warmStorage('localStorage'))
setTimeout(() => {
  const router = createRouter()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>,
  )
})
