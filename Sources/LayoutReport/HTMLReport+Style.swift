extension HTMLReport {
    /// The page's style sheet (inline: the page must open offline).
    static let styleSheet = """

        body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; margin: 24px auto; max-width: 1100px; padding: 0 16px; }
        h1 { font-size: 22px; margin: 0 0 12px; } h2 { font-size: 18px; border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 32px; }
        h3 { font-size: 15px; }
        table { border-collapse: collapse; font-size: 12.5px; margin: 8px 0; }
        th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
        thead th { background: #f4f4f4; }
        #rows td:nth-child(n+3), #baseline td:nth-child(n+5) { text-align: right; font-variant-numeric: tabular-nums; }
        tr.failed td, tr.regressed td { background: #fde8e8; color: #a01010; }
        tr.improved td { background: #e9f6e9; }
        .banner { border: 1px solid #e0b400; background: #fff8d6; padding: 8px 12px; margin: 12px 0; border-radius: 4px; }
        .banner ul { margin: 4px 0 0; padding-left: 20px; }
        .failure, .verdict.failure { color: #b00; font-weight: bold; } .verdict.ok { color: #176f17; font-weight: bold; }
        figure { margin: 12px 24px 20px 0; display: inline-block; vertical-align: top; }
        figcaption { font-weight: bold; margin-bottom: 2px; } figcaption .size { color: #777; font-weight: normal; }
        svg { max-width: 100%; height: auto; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin: 0 3px 0 10px; vertical-align: baseline; }
        .swatch.ours { background: #4C78A8; } .swatch.peer { background: #F58518; } .swatch.failed { background: #D62728; }
        .legend { color: #555; } footer { color: #888; margin-top: 32px; font-size: 12px; }

        """
}
