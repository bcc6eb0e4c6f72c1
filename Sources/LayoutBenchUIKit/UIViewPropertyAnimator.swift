import Foundation

extension UIView {
    /// The timing curve of an animation, kept (animations run at once here).
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// Where an animator ends: at its end, its start, or where it was stopped.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

/// An animator's state, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// UIKit's property animator with no time, as ``UIView/animate(withDuration:animations:completion:)``
/// here: the animation blocks run when the animator first becomes active (started or paused), so
/// layout sees their values at once, as UIKit's model layer does; starting it finishes it, calling
/// the completions with `.end` (`.start` when reversed). Stopping without finishing calls no
/// completion, as in UIKit; `finishAnimation(at:)` then calls them with the position given.
open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false
    open var fractionComplete: CGFloat = 0
    open var isReversed = false
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var scrubsLinearly = true
    /// Kept: an animator here always finishes when started.
    open var pausesOnCompletion = false
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// The designated initializer every UIKit-named one goes through (UIKit's take timing
    /// parameters, which have no effect here).
    init(duration: TimeInterval, animations: (() -> Void)?) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, animations: animations)
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil)
    {
        self.init(duration: duration, animations: animations)
    }

    /// Made, started and so finished at once.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator
    {
        let animator = UIViewPropertyAnimator(duration: duration, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation()
        return animator
    }

    /// Runs at once when the animator is already active, as UIKit adds it to the running animation.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    open func startAnimation() {
        guard state != .stopped else { return }
        activate()
        finish(at: isReversed ? .start : .end)
    }

    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }

    /// Active and paused: the blocks have run; a later start finishes it.
    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        isRunning = false
    }

    /// Stops where it is; without finishing, it waits for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        isRunning = true
        let blocks = animations
        animations = []
        for block in blocks { block() }
    }

    private func finish(at position: UIViewAnimatingPosition) {
        fractionComplete = position == .start ? 0 : 1
        isRunning = false
        state = .inactive
        let calls = completions
        completions = []
        for completion in calls { completion(position) }
    }
}
