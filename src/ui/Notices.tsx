/** What a page could not do with its address, announced politely; nothing when all went well. */
export function Notices({ notices, name }: { notices: readonly string[]; name: string }) {
  if (notices.length === 0) return null
  return (
    <div className="notice-box" role="status" {...{ [`data-${name}-notices`]: true }}>
      {notices.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  )
}

/** A page's plain head: its heading and one introductory paragraph. */
export function SimpleHead({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="page-head">
      <div className="container">
        <h1>{title}</h1>
        <p>{intro}</p>
      </div>
    </header>
  )
}
