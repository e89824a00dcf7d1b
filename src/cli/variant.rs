//! `--rules` and `--max-stack`: the rule variant options shared by the
//! commands that compute legal plays or game values.

use bgkit::rules::{RuleSet, Rules};

/// The rule set names on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum RuleSetArg {
    /// Standard backgammon.
    Standard,
    /// Oxford "The 10 Games" scoring: the loser's checkers left count.
    Oxford,
    /// MSN Internet Backgammon: the Crawford rule, the cube capped at 64.
    Msn,
}

impl From<RuleSetArg> for RuleSet {
    fn from(arg: RuleSetArg) -> RuleSet {
        match arg {
            RuleSetArg::Standard => RuleSet::Standard,
            RuleSetArg::Oxford => RuleSet::Oxford,
            RuleSetArg::Msn => RuleSet::Msn,
        }
    }
}

/// The options, flattened into each command's arguments.
#[derive(Clone, Copy, Debug, clap::Args)]
pub struct VariantArgs {
    /// Rules to apply: standard, oxford or msn (`bgkit rules` describes them).
    /// For transcripts the default is what a `; [Variation "..."]` header
    /// names, else standard.
    #[arg(long, value_enum, value_name = "RULES")]
    rules: Option<RuleSetArg>,
    /// No point may hold more than N checkers of one player (the Oxford
    /// option is 6).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=15))]
    max_stack: Option<u8>,
}

impl VariantArgs {
    /// The rules chosen on the command line, if any option was given (for
    /// transcripts, whose headers may choose otherwise).
    pub fn chosen(self) -> Option<Rules> {
        if self.rules.is_none() && self.max_stack.is_none() {
            return None;
        }
        let set = self.rules.map_or(RuleSet::Standard, RuleSet::from);
        Some(Rules::of(set).with_max_stack(self.max_stack.unwrap_or(0)))
    }

    /// The rules chosen, standard by default.
    pub fn rules(self) -> Rules {
        self.chosen().unwrap_or_default()
    }
}
