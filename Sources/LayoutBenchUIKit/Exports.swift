// View code names CGFloat, CGRect, CGSize and CGPoint without importing Foundation: UIKit
// re-exports it, so this module does too.
@_exported import Foundation
