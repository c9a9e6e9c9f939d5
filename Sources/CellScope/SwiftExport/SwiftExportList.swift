/// The exported screen's list: the compositional list layout (one configuration for every section
/// when the sections agree on headers and footers, a section provider when they differ), the cell,
/// header and footer registrations, the diffable data source, the snapshot, and the swipe actions.
extension SwiftExport {
    /// Whether every section has the same header and footer mode, so one list configuration fits all.
    private var sectionsAgree: Bool {
        guard prototype.headerMode == .supplementary else {
            return Set(prototype.sections.map { $0.footer != nil }).count == 1
        }
        return Set(prototype.sections.map { [$0.header != nil, $0.footer != nil] }).count == 1
    }

    /// Writes `makeLayout()`.
    func writeLayout(into writer: inout SwiftSourceWriter) {
        writer.line("/// The list layout, with the prototype's appearance.")
        writer.block("private func makeLayout() -> UICollectionViewLayout {") { writer in
            if sectionsAgree {
                writeListConfiguration(into: &writer, sectionExpression: nil)
                writer.line("return UICollectionViewCompositionalLayout.list(using: configuration)")
            } else {
                writer.block("return UICollectionViewCompositionalLayout { [unowned self] sectionIndex, environment in") { writer in
                    writeListConfiguration(into: &writer, sectionExpression: "sections[sectionIndex]")
                    writer.line("return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)")
                }
            }
        }
    }

    /// Writes `var configuration = …` for every section (`sectionExpression` nil) or for the one
    /// `sectionExpression` names.
    private func writeListConfiguration(into writer: inout SwiftSourceWriter, sectionExpression: String?) {
        writer.line("var configuration = UICollectionLayoutListConfiguration(appearance: \(SwiftExportValues.appearance(prototype.appearance)))")
        if prototype.headerMode == .firstItemInSection {
            writer.line("configuration.headerMode = .firstItemInSection")
        } else if let section = sectionExpression {
            writer.line("configuration.headerMode = \(section).header == nil ? .none : .supplementary")
        } else if hasSupplementaryHeaders {
            writer.line("configuration.headerMode = .supplementary")
        }
        if let section = sectionExpression {
            writer.line("configuration.footerMode = \(section).footer == nil ? .none : .supplementary")
        } else if hasFooters {
            writer.line("configuration.footerMode = .supplementary")
        }
        if hasSwipeActions {
            writer.block("configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in") { writer in
                writer.line("self?.swipeActions(at: indexPath, leading: true)")
            }
            writer.block("configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in") { writer in
                writer.line("self?.swipeActions(at: indexPath, leading: false)")
            }
        }
    }

    /// Writes `configureDataSource()`: the registrations and the data source.
    func writeDataSource(into writer: inout SwiftSourceWriter) {
        writer.line("/// The cell and supplementary registrations, and the data source that dequeues with them.")
        writer.block("private func configureDataSource() {") { writer in
            writer.block("let cellRegistration = UICollectionView.CellRegistration<Cell, String> { [unowned self] cell, _, id in") { writer in
                writer.line("guard let row = rowsByID[id] else { return }")
                writer.line("configure(cell, row: row)")
            }
            var kinds: [(name: String, property: String, kind: String)] = []
            if hasSupplementaryHeaders { kinds.append(("headerRegistration", "header", "UICollectionView.elementKindSectionHeader")) }
            if hasFooters { kinds.append(("footerRegistration", "footer", "UICollectionView.elementKindSectionFooter")) }
            for kind in kinds {
                writer.line("let \(kind.name) = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(")
                writer.block("    elementKind: \(kind.kind)) { [unowned self] view, _, indexPath in") { writer in
                    writer.line("var content = view.defaultContentConfiguration()")
                    writer.line("content.text = sections[indexPath.section].\(kind.property)")
                    writer.line("view.contentConfiguration = content")
                }
            }
            writer.block("dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in") { writer in
                writer.line("collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)")
            }
            if kinds.count == 2 {
                writer.block("dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in") { writer in
                    writer.line("kind == UICollectionView.elementKindSectionHeader")
                    writer.line("    ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)")
                    writer.line("    : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)")
                }
            } else if let kind = kinds.first {
                writer.block("dataSource.supplementaryViewProvider = { collectionView, _, indexPath in") { writer in
                    writer.line("collectionView.dequeueConfiguredReusableSupplementary(using: \(kind.name), for: indexPath)")
                }
            }
        }
    }

    /// Writes `applySnapshot()`: one snapshot of every section, or with outline children a section
    /// snapshot per section with the children under their parents, expanded as the prototype says.
    func writeSnapshot(into writer: inout SwiftSourceWriter) {
        guard hasOutlines else {
            writer.line("/// Shows the sections and their rows.")
            writer.block("private func applySnapshot() {") { writer in
                writer.line("var snapshot = NSDiffableDataSourceSnapshot<String, String>()")
                writer.block("for section in sections {") { writer in
                    writer.line("snapshot.appendSections([section.id])")
                    writer.line("snapshot.appendItems(section.rows.map(\\.id), toSection: section.id)")
                }
                writer.line("dataSource.apply(snapshot, animatingDifferences: false)")
            }
            return
        }
        writer.line("/// Shows each section's rows, outline children under their parents, as a section snapshot.")
        writer.block("private func applySnapshot() {") { writer in
            writer.block("for section in sections {") { writer in
                writer.line("var snapshot = NSDiffableDataSourceSectionSnapshot<String>()")
                writer.block("func append(_ rows: [Row], to parent: String?) {") { writer in
                    writer.line("snapshot.append(rows.map(\\.id), to: parent)")
                    writer.block("for row in rows where !row.children.isEmpty {") { writer in
                        writer.line("append(row.children, to: row.id)")
                        writer.line("if row.isExpanded { snapshot.expand([row.id]) }")
                    }
                }
                writer.line("append(section.rows, to: nil)")
                writer.line("dataSource.apply(snapshot, to: section.id, animatingDifferences: false)")
            }
        }
    }

    /// Writes `swipeActions(at:leading:)`.
    func writeSwipeActions(into writer: inout SwiftSourceWriter) {
        writer.line("/// The row's swipe actions; each does nothing but close the row.")
        writer.block("private func swipeActions(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration? {") { writer in
            writer.line("guard let id = dataSource.itemIdentifier(for: indexPath), let row = rowsByID[id] else { return nil }")
            writer.line("let actions = leading ? row.leadingSwipeActions : row.trailingSwipeActions")
            writer.line("guard !actions.isEmpty else { return nil }")
            writer.block("return UISwipeActionsConfiguration(actions: actions.map { action in", closing: "})") { writer in
                writer.block("let contextual = UIContextualAction(style: action.isDestructive ? .destructive : .normal, title: action.title) { _, _, completion in") { writer in
                    writer.line("completion(true)")
                }
                writer.line("contextual.image = action.image")
                writer.line("if let color = action.color { contextual.backgroundColor = color }")
                writer.line("return contextual")
            }
        }
    }
}
