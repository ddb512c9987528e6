export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm text-slate-600 sm:px-6">
        <p className="font-serif font-semibold text-primary">Counsel Review</p>
        <p className="mt-1">Expert attorney feedback for law school personal statements.</p>
      </div>
    </footer>
  );
}
