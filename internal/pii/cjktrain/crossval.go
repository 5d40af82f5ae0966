package cjktrain

import (
	"knowledgestack/internal/pii"
)

// Score counts persons found against the corpora's own labels, with strict
// bounds: a person counts only with its exact start and end.
type Score = pii.PersonScore

// CrossValidate splits the sentences into folds by index (sentence i is in
// fold i % folds), trains a model on all folds but one with opt and scores
// the detector with it on that one, and returns the rules' score and the
// model's over all folds. Only persons holding Han or kana are counted: the
// model decides those alone.
func CrossValidate(d *pii.Detector, sents []Sentence, folds int, opt Options) (rules, model Score) {
	rd := d.WithCJKModel(nil)
	for k := range folds {
		var train, test []Sentence
		for i, s := range sents {
			if i%folds == k {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
		md := d.WithCJKModel(Train(Examples(d, train, opt), opt, pii.CJKFeatureSet+" cross-validation"))
		for _, s := range test {
			score(&rules, rd, s)
			score(&model, md, s)
		}
	}
	return rules, model
}

// score adds d's persons in s, against its labels, to sc: only persons
// holding Han or kana, which the model decides.
func score(sc *Score, d *pii.Detector, s Sentence) { sc.Add(d, s.Text, s.Persons, pii.HasCJKText) }
