// Codable: a path is encoded as its SVG path data.

extension Path: Codable {
  /// Decodes a path from a single string of SVG path data.
  ///
  /// - Throws: `DecodingError.typeMismatch` when the value is not a string, and
  ///   `DecodingError.dataCorrupted` whose debug description is the ``SVGPathError``'s
  ///   description (such as `expected a number at offset 6`) when the string is not valid
  ///   path data; see ``init(svgPathData:)``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(svgPathData: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Invalid SVG path data: \(error.description)")
    }
  }

  /// Encodes the path as a single string, its ``svgPathData``.
  ///
  /// A compact encoding on purpose: the string is the SVG `d` attribute, readable and
  /// round-tripping exactly for every finite path. A path with non-finite coordinates encodes
  /// `NaN`/`inf` tokens, which decoding rejects.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(svgPathData)
  }
}
