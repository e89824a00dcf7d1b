//! `-j N`: how many files a command that reads many reads at once.

/// The thread count of a command that reads many files.
#[derive(Debug, clap::Args)]
pub struct JobsArgs {
    /// Files read in parallel (default: every core).
    #[arg(long, short = 'j', value_name = "N")]
    jobs: Option<usize>,
}

impl JobsArgs {
    /// Threads for `files` files: as many as asked, else one a core; never
    /// more than the files, nor fewer than one.
    pub fn count(&self, files: usize) -> usize {
        self.jobs
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
            .clamp(1, files.max(1))
    }
}

/// A pool of `jobs` threads; `None` for one (the files are read in turn on
/// the calling thread), or when the system gives no threads.
pub fn pool(jobs: usize) -> Option<rayon::ThreadPool> {
    (jobs > 1)
        .then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(jobs)
                .build()
                .ok()
        })
        .flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn there_are_never_more_jobs_than_files_nor_fewer_than_one() {
        let asked = |jobs: Option<usize>| JobsArgs { jobs };
        assert_eq!(asked(Some(8)).count(3), 3);
        assert_eq!(asked(Some(2)).count(3), 2);
        assert_eq!(asked(Some(0)).count(3), 1);
        assert_eq!(asked(Some(4)).count(0), 1);
        assert!((1..=5).contains(&asked(None).count(5)));
    }
}
