/// How the corners of a rounded rectangle are drawn.
public enum RoundedCornerStyle: String, Hashable, Sendable, Codable, CaseIterable {
  /// Quarter circles: each corner is one cubic of a 90° arc, leaving the straight edges
  /// `r` from the corner.
  case circular
  /// UIKit's smooth iOS 7+ corner (`UIBezierPath(roundedRect:cornerRadius:)`,
  /// `CALayerCornerCurve.continuous`): three cubics that leave the straight edges
  /// 1.52866483·r from the corner, so the curvature starts from 0 at the edge instead of
  /// jumping to 1/r and stays continuous through the corner. The constants are PaintCode's
  /// reconstruction ("The Secret of iOS 7 Rounded Rectangles"), with the middle cubic's
  /// handles re-solved for curvature continuity (within 0.0213·r of PaintCode's corner).
  case continuous
}
