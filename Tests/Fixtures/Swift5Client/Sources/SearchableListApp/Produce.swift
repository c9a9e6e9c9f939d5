import CellKit

/// A fruit on the market list, with the months it is in season.
struct Produce: Hashable {
    let id = UUID()
    let name: String
    let season: String

    static let all: [Produce] = [
        Produce(name: "Apple", season: "September – November"),
        Produce(name: "Banana", season: "All year"),
        Produce(name: "Blueberry", season: "June – August"),
        Produce(name: "Cherry", season: "June – July"),
        Produce(name: "Grape", season: "August – October"),
        Produce(name: "Kiwi", season: "November – May"),
        Produce(name: "Lemon", season: "All year"),
        Produce(name: "Mango", season: "April – August"),
        Produce(name: "Papaya", season: "All year"),
        Produce(name: "Peach", season: "July – September"),
        Produce(name: "Plum", season: "August – September"),
        Produce(name: "Strawberry", season: "May – July"),
    ]
}
