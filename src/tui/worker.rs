//! Work that can take more than a moment runs on its own thread, so the desk keeps
//! drawing (a progress line with the seconds gone) and answers Esc. The work only
//! reads a copy of the championship: the file changes when the desk accepts the result
//! (publishing a proposed round is its own transaction), so a job abandoned with Esc
//! leaves nothing behind. The engine is not interrupted; its answer is dropped.

use crate::model::{Round, Section, Tournament};
use crate::ops::{self, PairError};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

/// How often the desk looks for the answer while a job runs (and redraws the seconds).
pub const POLL_EVERY: Duration = Duration::from_millis(100);

/// A pairing being worked out for one section.
#[derive(Debug)]
pub struct Job {
    /// The section being paired.
    pub section: String,
    /// The section as the engine saw it: publishing is refused if it changed since.
    pub base: Option<Section>,
    pub started: Instant,
    answer: Receiver<Result<Round, PairError>>,
}

/// What a look at a running job finds.
#[derive(Debug)]
pub enum Poll {
    Running,
    Done(Result<Round, PairError>),
    /// The worker stopped without an answer (it failed inside); the text says so.
    Lost,
}

impl Job {
    /// Starts proposing the next round of `section` on a copy of the championship.
    pub fn pair(t: &Tournament, section: &str) -> Job {
        let (tx, answer) = mpsc::channel();
        let copy = t.clone();
        let code = section.to_string();
        std::thread::spawn(move || {
            // Nobody listening any more (cancelled) is not a failure.
            let _ = tx.send(ops::propose_next_round(&copy, &code));
        });
        Job {
            section: section.to_string(),
            base: t.section(section).cloned(),
            started: Instant::now(),
            answer,
        }
    }

    /// The answer, if it has come.
    pub fn poll(&self) -> Poll {
        match self.answer.try_recv() {
            Ok(result) => Poll::Done(result),
            Err(TryRecvError::Empty) => Poll::Running,
            Err(TryRecvError::Disconnected) => Poll::Lost,
        }
    }

    /// Whole seconds since the job started.
    pub fn seconds(&self) -> u64 {
        self.started.elapsed().as_secs()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pairing_job_answers_with_the_proposed_round() {
        let t = crate::host::build_demo().expect("demo builds");
        let job = Job::pair(&t, "L12");
        let start = Instant::now();
        let answer = loop {
            match job.poll() {
                Poll::Running if start.elapsed() < Duration::from_secs(60) => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                other => break other,
            }
        };
        assert!(
            matches!(&answer, Poll::Done(Ok(r)) if r.number == 1),
            "{answer:?}"
        );
        assert_eq!(job.section, "L12");
        assert!(job.base.is_some());
    }

    #[test]
    fn a_refusal_comes_back_as_the_answer() {
        let t = Tournament::new("Kejohanan Catur");
        let job = Job::pair(&t, "X9");
        let start = Instant::now();
        let answer = loop {
            match job.poll() {
                Poll::Running if start.elapsed() < Duration::from_secs(10) => {
                    std::thread::sleep(Duration::from_millis(5))
                }
                other => break other,
            }
        };
        assert!(matches!(answer, Poll::Done(Err(_))), "{answer:?}");
    }
}
